import { ButtonStyle, ComponentType } from "discord.js";
import type { AddFollowResult, RemindMinutes } from "../follows/follow.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { discordTime } from "./format.js";
import { LIMITS } from "./limits.js";
import { COLORS } from "./message.js";
import { plainText, safeText, truncate } from "./text.js";

/** The custom id of `/follow forget`'s confirming button. */
export const FORGET_BUTTON_ID = "follow:forget";

/** What `/follow add` did, and what the reply tells beside it. */
export interface FollowAdded {
  /** The DJ's name as the station writes it. */
  readonly dj: string;
  readonly result: Exclude<AddFollowResult, "limit">;
  readonly remindMinutes: RemindMinutes;
  /** The user's follows in this server now, and the server's cap. */
  readonly count: number;
  readonly limit: number;
  /** The user's direct messages were found closed before (the mark is now cleared). */
  readonly wereClosed: boolean;
}

function privately(description: string, color = COLORS.info): ReplyMessage {
  return { embeds: [{ description, color }], components: [], ephemeral: true };
}

/** `/follow add`'s answer: followed (or the reminder changed), the reminder, and why nothing came when DMs were closed. Pure. */
export function renderFollowAdded(added: FollowAdded, locale: Locale): ReplyMessage {
  const texts = catalogueOf(locale).follows.reply;
  const dj = safeText(added.dj, 200);
  const lines = [
    added.result === "added" ? texts.added({ dj }) : texts.updated({ dj }),
    texts.remind({ minutes: added.remindMinutes ?? 0 }),
  ];
  if (added.wereClosed) lines.push("", texts.closed);
  return {
    embeds: [
      {
        description: lines.join("\n"),
        footer: { text: texts.count({ count: added.count, limit: added.limit }) },
        color: added.wereClosed ? COLORS.problem : COLORS.info,
      },
    ],
    components: [],
    ephemeral: true,
  };
}

/** One follow as `/follow list` shows it. */
export interface ListedFollow {
  readonly dj: string;
  readonly remindMinutes: RemindMinutes;
  /** Unix ms. */
  readonly createdAt: number;
  /** The station's name, where the server has several stations; null: not shown. */
  readonly station: string | null;
}

/** What `/follow list` says besides the follows: the server's setting, and whether the user's DMs were found closed. */
export interface FollowListState {
  readonly enabled: boolean;
  readonly maxPerUser: number;
  /** The user's direct messages were found closed before (the mark is now cleared). */
  readonly wereClosed?: boolean;
}

/**
 * `/follow list`: the user's follows in this server, their reminders and since when, within Discord's limits;
 * first why nothing came, when their direct messages were found closed. Pure.
 */
export function renderFollowList(
  follows: readonly ListedFollow[],
  setting: FollowListState,
  locale: Locale,
): ReplyMessage {
  const texts = catalogueOf(locale).follows.list;
  const off = [
    ...(setting.enabled ? [] : [texts.off, ""]),
    ...(setting.wereClosed ? [catalogueOf(locale).follows.reply.closed, ""] : []),
  ];
  if (follows.length === 0) return privately([...off, texts.empty].join("\n"));
  const lines = follows.map((follow) => {
    const where = follow.station ? ` (${safeText(follow.station, 60)})` : "";
    const line = texts.line({ dj: `${safeText(follow.dj, 80)}${where}`, minutes: follow.remindMinutes ?? 0 });
    return `${line} · ${texts.since({ date: discordTime(follow.createdAt, "d") })}`;
  });
  return {
    embeds: [
      {
        title: texts.title,
        description: fitLines([...off, ...lines], LIMITS.embedDescription),
        footer: {
          text: plainText(texts.footer({ count: follows.length, limit: setting.maxPerUser }), LIMITS.footer),
        },
        color: setting.enabled && !setting.wereClosed ? COLORS.info : COLORS.problem,
      },
    ],
    components: [],
    ephemeral: true,
  };
}

/** Whole lines up to `max` characters, the rest counted on a last line (`+3`). */
function fitLines(lines: readonly string[], max: number): string {
  const kept: string[] = [];
  let length = 0;
  for (const [index, line] of lines.entries()) {
    const rest = `+${lines.length - index}`;
    if (length + line.length + 1 + rest.length + 1 > max) return [...kept, rest].join("\n");
    kept.push(line);
    length += line.length + 1;
  }
  return kept.join("\n");
}

/** `/follow forget`'s question: what goes, on every server, and a button that does it. Pure. */
export function renderForgetAsk(locale: Locale): ReplyMessage {
  const texts = catalogueOf(locale).follows.forget;
  return {
    embeds: [{ description: texts.ask, color: COLORS.problem }],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Danger,
            label: truncate(texts.button, LIMITS.buttonLabel),
            custom_id: FORGET_BUTTON_ID,
            emoji: { name: "🗑️" },
          },
        ],
      },
    ],
    ephemeral: true,
  };
}

/** The confirmed `/follow forget`: how many follows went (the question's button gone). Pure. */
export function renderForgotten(count: number, locale: Locale): ReplyMessage {
  return privately(catalogueOf(locale).follows.forget.done({ count }));
}

/** `/unfollow`'s answer. Pure. */
export function renderUnfollowed(dj: string, locale: Locale): ReplyMessage {
  return privately(catalogueOf(locale).follows.reply.unfollowed({ dj: safeText(dj, 200) }));
}

/** The answer to a direct message's Unfollow click: unfollowed, or already not followed (null). Pure. */
export function renderDmUnfollowed(dj: string | null, locale: Locale): ReplyMessage {
  const texts = catalogueOf(locale).follows.dm;
  return privately(dj === null ? texts.gone : texts.unfollowed({ dj: safeText(dj, 200) }));
}
