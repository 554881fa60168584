import { ApplicationCommandOptionType, ApplicationCommandType } from "discord.js";
import { type Command, type CommandContext, UserError } from "../src/discord/command.js";
import { localized } from "../src/i18n/localized.js";
import { renderHistory } from "../src/render/history.js";
import { type HistoryWindowRequest, historyWindow, panelEntryAt } from "../src/station/history-window.js";

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

async function page(request: HistoryWindowRequest, { panel, locale, userId }: CommandContext) {
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
  );
}

/** `/history`: the latest plays, newest first, with buttons that page through the panel's history. */
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
    ],
  },
  execute(options, context) {
    const count = Math.min(MAX_COUNT, Math.max(1, options.getInteger("count") ?? DEFAULT_COUNT));
    return page(
      { direction: "older", anchor: 0, count, jingles: options.getBoolean("jingles") ?? false },
      context,
    );
  },
  button(customId, context) {
    const parsed = parseHistoryButtonId(customId);
    if (!parsed) return Promise.reject(new UserError("history.staleButton"));
    if (parsed.userId !== context.userId) return Promise.reject(new UserError("history.notYourPages"));
    return page(parsed.request, context);
  },
} satisfies Command<"station">;
