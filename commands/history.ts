import { ApplicationCommandOptionType, ApplicationCommandType } from "discord.js";
import { type Command, type CommandContext, UserError } from "../src/discord/command.js";
import { localized } from "../src/i18n/localized.js";
import { renderHistory } from "../src/render/history.js";
import {
  HISTORY_PAGE_SIZE,
  type HistoryWindowRequest,
  historyWindow,
  panelEntryAt,
} from "../src/station/history-window.js";
import {
  findPlaysAround,
  findPlaysMatching,
  type PlaySources,
  suggestTracks,
} from "../src/history/find-plays.js";
import { MAX_MOMENT_LENGTH, parseMoment } from "../src/history/parse-moment.js";
import { wordStarts } from "../src/history/fold-text.js";
import { renderPlaysAround, renderSearchResult } from "../src/render/found-plays.js";
import { SEARCH_DAYS } from "../src/stats/recent-plays.js";
import { timeZoneNamed } from "../src/stats/intl-time-zone.js";
import { UTC, type TimeZone } from "../src/stats/time-zone.js";

const DEFAULT_COUNT = 10;
const MAX_COUNT = 25;

/**
 * A page as a button carries it: `history:<user>:<o|n>:<anchor>:<count>:<0|1>:<boundary play id>` (well under
 * 100 characters).
 */
export function historyButtonId(userId: string, request: HistoryWindowRequest): string {
  return [
    "history",
    userId,
    request.direction === "older" ? "o" : "n",
    request.anchor,
    request.count,
    request.jingles ? 1 : 0,
    ...(request.boundaryId === undefined ? [] : [request.boundaryId]),
  ].join(":");
}

/** Reads a button's page back; null when the id is not one of ours. */
export function parseHistoryButtonId(
  customId: string,
): { userId: string; request: HistoryWindowRequest } | null {
  const match = /^history:(\d{1,20}|preview):([on]):(\d{1,7}):(\d{1,2}):([01])(?::(\d{1,15}))?$/.exec(
    customId,
  );
  if (!match) return null;
  const [, userId = "", direction, anchor, count, jingles, boundary] = match;
  return {
    userId,
    request: {
      direction: direction === "o" ? "older" : "newer",
      anchor: Number(anchor),
      count: Math.min(MAX_COUNT, Math.max(1, Number(count))),
      jingles: jingles === "1",
      ...(boundary === undefined ? {} : { boundaryId: Number(boundary) }),
    },
  };
}

async function page(request: HistoryWindowRequest, context: CommandContext) {
  const { panel, locale, userId } = context;
  const window = await historyWindow(panelEntryAt(panel), request);
  const first = window.items[0];
  const last = window.items.at(-1);
  const at = (direction: "older" | "newer", anchor: number, boundaryId: number | undefined) =>
    historyButtonId(userId, { ...request, direction, anchor, boundaryId });
  return renderHistory(
    window,
    {
      newerId: window.hasNewer && first ? at("newer", first.offset, first.entry.id) : null,
      olderId: window.hasOlder && last ? at("older", last.offset + 1, last.entry.id) : null,
    },
    request.jingles,
    locale,
    zoneOf(context).name,
  );
}

/** What the song finder reads for this command: the kept plays of its station and the panel's history. */
function sourcesOf({ panel, station, stats }: CommandContext): PlaySources {
  return {
    station: station?.key ?? "",
    stats: stats ?? null,
    history: (offset) => panel.history({ limit: HISTORY_PAGE_SIZE, offset }).then((page) => page.results),
  };
}

/** The zone clock times are read in: the server's (`/setup timezone`), else the bot's (`STATS_TIMEZONE`), else UTC. */
function zoneOf({ stats, config, guild, settings }: CommandContext): TimeZone {
  const own = guild ? settings?.store.guildSettings(guild.id)?.timeZone : null;
  for (const name of [own, stats ? null : config.stats.timeZone]) {
    if (!name) continue;
    try {
      return timeZoneNamed(name);
    } catch {
      // A zone this Node's ICU no longer knows (saved under another version): the next one.
    }
  }
  return stats?.zone ?? UTC;
}

async function around(typed: string, count: number, context: CommandContext) {
  const zone = zoneOf(context);
  const reading = parseMoment(typed, { now: context.now(), zone, locale: context.locale });
  if (reading.kind === "future") throw new UserError("history.future", { typed });
  if (reading.kind === "unreadable") throw new UserError("history.unreadable", { typed, zone: zone.name });
  const found = await findPlaysAround(sourcesOf(context), reading.at, count);
  return renderPlaysAround(
    found,
    { at: reading.at, typed, zone: zone.name, panelOnly: found.panelOnly },
    context.locale,
  );
}

async function search(query: string, count: number, context: CommandContext) {
  if (wordStarts(query).length === 0) throw new UserError("history.noWords");
  const found = await findPlaysMatching(sourcesOf(context), query, count, context.now());
  const asked = { query, days: SEARCH_DAYS, zone: zoneOf(context).name, panelOnly: found.panelOnly };
  return renderSearchResult(found, asked, context.locale);
}

/**
 * `/history`: the latest plays, newest first, with buttons that page through the panel's history; with `at:` what
 * played around a moment, with `search:` the plays of a song.
 */
export const history = {
  requires: ["station"],
  data: {
    type: ApplicationCommandType.ChatInput,
    ...localized((c) => c.history),
    options: [
      {
        type: ApplicationCommandOptionType.Integer,
        ...localized((c) => c.history.count),
        min_value: 1,
        max_value: MAX_COUNT,
      },
      {
        type: ApplicationCommandOptionType.Boolean,
        ...localized((c) => c.history.jingles),
      },
      {
        type: ApplicationCommandOptionType.String,
        ...localized((c) => c.history.at),
        max_length: MAX_MOMENT_LENGTH,
      },
      {
        type: ApplicationCommandOptionType.String,
        ...localized((c) => c.history.search),
        max_length: 100,
        autocomplete: true,
      },
    ],
  },
  execute(options, context) {
    const count = Math.min(MAX_COUNT, Math.max(1, options.getInteger("count") ?? DEFAULT_COUNT));
    const at = options.getString("at")?.trim() ?? "";
    const query = options.getString("search")?.trim() ?? "";
    if (at && query) return Promise.reject(new UserError("history.both"));
    if (at) return around(at, count, context);
    if (query) return search(query, count, context);
    return page(
      { direction: "older", anchor: 0, count, jingles: options.getBoolean("jingles") ?? false },
      context,
    );
  },
  async autocomplete(focused, context) {
    const names = await suggestTracks(sourcesOf(context), focused.slice(0, 100), context.now());
    return names.map((name) => ({ name, value: name }));
  },
  button(customId, context) {
    const parsed = parseHistoryButtonId(customId);
    if (!parsed) return Promise.reject(new UserError("history.staleButton"));
    if (parsed.userId !== context.userId) return Promise.reject(new UserError("history.notYourPages"));
    return page(parsed.request, context);
  },
} satisfies Command<"station">;
