import type { StationDirectory } from "../registry/directory.js";
import type { VoiceControl } from "../voice/control.js";
import { type CommandContext, type FollowBook, UserError } from "./command.js";
import type { GuildView } from "./guild-view.js";
import type { StatsReading } from "../stats/stats-reading.js";

/**
 * What a command (or a `/setup` subcommand) requires before its handler runs, checked by the dispatcher in this
 * order (Sapphire's preconditions):
 * - `station`: it reads a station's panel, so a server without a station yet is told how to set one (commands
 *   without it, `/setup`, run with a panel that refuses every read);
 * - `server`: it runs inside a server, not in direct messages;
 * - `manager`: the member asking has Manage Server;
 * - `settings`: the bot keeps a settings database;
 * - `stations`: the bot has a registry of stations (not one station from `.env`);
 * - `voice`: voice runs here;
 * - `stats`: the bot keeps the stations' figures (`STATS`);
 * - `follows`: the bot keeps listeners' follows of DJs (its database).
 */
export type Requirement =
  "station" | "server" | "manager" | "settings" | "stations" | "voice" | "stats" | "follows";

/** The server's settings and their defaults, as a handler that requires `settings` gets them. */
export type SettingsAccessOf = NonNullable<CommandContext["settings"]>;

/**
 * The context a handler that requires `R` gets: what each requirement guarantees is present (like discord.js's
 * `inCachedGuild()`), so the handler never checks it again.
 */
export type ContextFor<R extends Requirement> = CommandContext &
  ("server" extends R ? { readonly guild: GuildView } : unknown) &
  ("manager" extends R ? { readonly guild: GuildView & { readonly memberCanManage: true } } : unknown) &
  ("settings" extends R ? { readonly settings: SettingsAccessOf } : unknown) &
  ("stations" extends R ? { readonly stations: StationDirectory } : unknown) &
  ("voice" extends R ? { readonly voice: VoiceControl } : unknown) &
  ("stats" extends R ? { readonly stats: StatsReading } : unknown) &
  ("follows" extends R ? { readonly follows: FollowBook } : unknown);

interface Check {
  readonly need: Requirement;
  readonly met: (context: CommandContext) => boolean;
  readonly refusal: (context: CommandContext) => UserError;
}

/** Each requirement's test and refusal, in the order they are checked. */
const CHECKS: readonly Check[] = [
  {
    need: "station",
    // Without a registry the bot's one station (from `.env`) is always there.
    met: (context) => !context.stations || Boolean(context.station),
    refusal: () => new UserError("station.none"),
  },
  {
    need: "server",
    met: (context) => Boolean(context.guild),
    refusal: () => new UserError("server.only"),
  },
  {
    need: "manager",
    // Discord hides such commands from members without Manage Server; this holds if one gets through anyway.
    met: (context) => context.guild?.memberCanManage === true,
    refusal: () => new UserError("server.notManager"),
  },
  {
    need: "settings",
    met: (context) => Boolean(context.settings),
    refusal: () => new UserError("server.noStore"),
  },
  {
    need: "stations",
    met: (context) => Boolean(context.stations),
    refusal: () => new UserError("stations.configured"),
  },
  {
    need: "voice",
    met: (context) => Boolean(context.voice),
    refusal: (context) =>
      new UserError("voice.off", { reason: context.voiceOff ?? "node", node: process.versions.node }),
  },
  {
    need: "stats",
    met: (context) => Boolean(context.stats),
    refusal: () => new UserError("stats.off"),
  },
  {
    need: "follows",
    met: (context) => Boolean(context.follows),
    refusal: () => new UserError("server.noStore"),
  },
];

/**
 * The context narrowed to what `requires` names; throws the first unmet requirement's refusal (a UserError, which
 * the dispatcher words in the reader's language).
 */
export function narrowed<R extends Requirement, C extends CommandContext = CommandContext>(
  requires: readonly R[],
  context: C,
): C & ContextFor<R> {
  const needed: readonly Requirement[] = requires;
  for (const check of CHECKS) {
    if (needed.includes(check.need) && !check.met(context)) throw check.refusal(context);
  }
  // Every requirement named was just checked: this is the one place the narrowing is asserted.
  return context as C & ContextFor<R>;
}
