import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import { type Command, type CommandContext, UserError } from "../src/discord/command.js";
import { createPendingClicks } from "../src/discord/pending-clicks.js";
import { localized } from "../src/i18n/localized.js";
import { PanelError } from "../src/panel/errors.js";
import type { Config } from "../src/config.js";
import { type CommandVariant, severalStations } from "../src/settings/command-variant.js";
import { withStationOption } from "../src/discord/station-option.js";
import type { LibraryTrack } from "../src/panel/schemas.js";
import type { ReplyMessage } from "../src/message/reply-message.js";
import { REQUEST_TEXT_MAX, renderPickList, renderRequested, trackChoice } from "../src/render/request.js";
import { plainText } from "../src/render/text.js";
import { requestWindow } from "../src/station/schedule.js";

const DAY = 86_400_000;
/** Autocomplete answers within this, whatever the panel does: Discord gives up after 3 s. */
const AUTOCOMPLETE_BUDGET_MS = 2_000;
const PICK_TTL_MS = 15 * 60_000;
const PICKS_KEPT = 500;

interface PendingPick {
  readonly message: string;
  readonly query: string;
}

/** `/request`'s definition: the track (autocompleted) and an optional message. */
const REQUEST_DATA = {
  type: ApplicationCommandType.ChatInput,
  ...localized((c) => c.request),
  options: [
    {
      type: ApplicationCommandOptionType.String,
      ...localized((c) => c.request.track),
      required: true,
      autocomplete: true,
      max_length: 100,
    },
    {
      type: ApplicationCommandOptionType.String,
      ...localized((c) => c.request.message),
      max_length: REQUEST_TEXT_MAX,
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

/** Refuses, with why and when, before anything is sent to the panel. */
async function precheck(message: string, context: CommandContext): Promise<void> {
  const over = context.userName.length + message.length - REQUEST_TEXT_MAX;
  if (over > 0) throw new UserError("request.tooLong", { over });
  const last = (await context.cooldowns?.lastRequest(context.userId)) ?? null;
  const until = last === null ? null : last + context.config.requests.cooldownSeconds * 1000;
  if (until !== null && until > context.now()) throw new UserError("request.cooldown", { until });
  let events: Awaited<ReturnType<CommandContext["panel"]["grid"]>> = [];
  try {
    const from = Math.floor(context.now() / 60_000) * 60_000;
    events = await context.panel.grid({ from, to: from + 7 * DAY });
  } catch (error) {
    // The schedule only says whether requests are closed; without it the panel itself still decides.
    if (!(error instanceof PanelError)) throw error;
    context.log.warn("request: could not read the schedule; sending the request anyway", {
      error: error.message,
    });
  }
  const window = requestWindow(events, context.now());
  if (!window.open) throw new UserError("request.closed", { reopensAt: window.reopensAt });
}

/** Sends the request to the panel and, when it is taken, starts the user's cooldown. */
async function submit(track: LibraryTrack, message: string, context: CommandContext): Promise<ReplyMessage> {
  if (track.requestable === false) throw new UserError("request.notRequestable");
  const outcome = await context.panel.requestTrack({
    musicId: track.id,
    person: context.userName,
    message,
    ipTimeout: 0,
    trackTimeout: context.config.requests.trackTimeout,
  });
  if (outcome === "track-blocked") throw new UserError("request.trackBlocked");
  if (outcome === "ip-blocked") throw new UserError("request.ipBlocked");
  if (outcome === "refused") throw new UserError("request.refused");
  await context.cooldowns?.recordRequest(context.userId, context.now());
  context.log.info(`request: ${context.userName} requested track ${track.id}`);
  return renderRequested(track, context.userName, message, context.locale);
}

/** The `/request` command, with its short-lived memory: pick lists waiting for a click, recent suggestions. */
export function createRequestCommand() {
  // Six bytes: `request:<token>:<track id>~<station>` stays within Discord's 100 characters.
  const picks = createPendingClicks<PendingPick>({ ttlMs: PICK_TTL_MS, cap: PICKS_KEPT, tokenBytes: 6 });
  /** Recent suggestions, by station and typed text. */
  const suggestions = new Map<string, { name: string; value: string }[]>();

  return {
    data: REQUEST_DATA,
    requires: ["station"],
    // Registered only with `REQUESTS_ENABLED=true`.
    enabled: (config: Config) => config.requests.enabled,
    // Each bot gets its own pick lists and suggestions: two bots in one process (shards, tests) never share them.
    forVariant: (variant: CommandVariant): Command => {
      const own = createRequestCommand();
      return severalStations(variant) ? withStationOption(own) : own;
    },
    async execute(options, context) {
      const value = (options.getString("track") ?? "").trim();
      const message = (options.getString("message") ?? "").trim();
      await precheck(message, context);
      if (/^\d{1,12}$/.test(value)) {
        const track = await context.panel.musicTrack(Number(value));
        if (!track) throw new UserError("request.unknownTrack");
        return submit(track, message, context);
      }
      // Typed and sent without picking: search, as the suggestions would have.
      const found = await context.panel.music({ search: value, requestableOnly: true, limit: 6 });
      const matches = found.results.filter((track) => track.requestable !== false);
      const [only] = matches;
      if (!only) throw new UserError("request.nothingFound", { typed: plainText(value, 100) });
      if (matches.length === 1) return submit(only, message, context);
      const token = picks.add(context.userId, { message, query: value }, context.now());
      return renderPickList(matches, value, (track) => `request:${token}:${track.id}`, context.locale);
    },
    async button(customId, context) {
      const [, token = "", id = ""] = customId.split(":");
      const waiting = picks.find(token, context.userId, context.now());
      if (!waiting.found) throw new UserError("request.expired");
      if (!waiting.mine) throw new UserError("request.notYours");
      const pick = waiting.value;
      await precheck(pick.message, context);
      const track = await context.panel.musicTrack(Number(id));
      if (!track) throw new UserError("request.unknownTrack");
      const answer = await submit(track, pick.message, context);
      picks.remove(token);
      return { ...answer, asNewReply: true };
    },
    async autocomplete(focused, { panel, station }) {
      const typed = focused.trim().slice(0, 100);
      // Each station's library is its own: a server must never be offered another station's suggestions.
      const cacheKey = `${station?.key ?? ""}\n${typed.toLowerCase()}`;
      const ask = panel
        .music(
          typed
            ? { search: typed, requestableOnly: true, limit: 25 }
            : { requestableOnly: true, limit: 25, random: true },
        )
        .then((page) => {
          const choices = page.results.filter((t) => t.requestable !== false).map(trackChoice);
          suggestions.set(cacheKey, choices);
          if (suggestions.size > 200) suggestions.delete(suggestions.keys().next().value ?? "");
          return choices;
        });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), AUTOCOMPLETE_BUDGET_MS);
      });
      // A slow or failing panel: what was offered for this text before, else nothing; never an error.
      const answer = await Promise.race([ask.catch(() => null), late]);
      clearTimeout(timer);
      return answer ?? suggestions.get(cacheKey) ?? [];
    },
  } satisfies Command<"station">;
}

/** `/request`: listeners request songs from the station's library (registered with `REQUESTS_ENABLED=true`). */
export const request = createRequestCommand();
