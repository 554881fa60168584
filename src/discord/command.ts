import type {
  APIApplicationCommandOptionChoice,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import type { ListenerCharts } from "../charts/listener-charts.js";
import type { Config } from "../config.js";
import type { CommandVariant } from "../settings/command-variant.js";
import type { Logger } from "../log.js";
import type { PanelClient } from "../panel/client.js";
import type { Locale } from "../locale.js";
import type { VoiceOff } from "../render/radio.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { Refusal, RefusalArgs } from "../render/refusal-params.js";
import { refusalText } from "../render/refusals.js";
import type { SettingsDefaults } from "../settings/guild-settings.js";
import type { StationDirectory } from "../registry/directory.js";
import type { Station } from "../registry/station.js";
import type { SettingsAccess } from "../settings/settings-access.js";
import type { AsyncBotStore } from "../store/async-store.js";
import type { StatsReading } from "../stats/stats-reading.js";
import type { StatsCharts } from "../charts/stats-charts.js";
import type { VoiceControl } from "../voice/control.js";
import type { DirectMessages } from "./direct-messages.js";
import type { GuildView } from "./guild-view.js";
import type { ContextFor, Requirement } from "./requirements.js";

/** What every handler gets: its dependencies, passed in, and who is asking in which language. */
export interface CommandContext {
  /** The panel of the station the command is about (the `station` option, else the server's station). */
  readonly panel: PanelClient;
  /** That station, when the bot has a registry (null: the server has none yet). */
  readonly station?: Station | null;
  /** Which stations each server uses (`/setup station`). */
  readonly stations?: StationDirectory | null;
  readonly config: Config;
  readonly log: Logger;
  readonly now: () => number;
  readonly locale: Locale;
  /** The Discord user who ran the command or clicked the button. */
  readonly userId: string;
  /** How the server shows them: server nickname, else global name, else username. */
  readonly userName: string;
  /** Per-user song request cooldowns, when the bot keeps a database (`/request`). */
  readonly cooldowns: Pick<AsyncBotStore, "lastRequest" | "recordRequest"> | null;
  /**
   * Draws the `/listeners` chart and (where it can) the `/stats` one, in a process of its own that ends when idle;
   * absent or null: no charts.
   */
  readonly charts?: (ListenerCharts & Partial<StatsCharts>) | null;
  /** The stations' kept figures (`STATS`); absent or null: statistics are off. */
  readonly stats?: StatsReading | null;
  /** The server the command runs in (null in DMs), as the gateway's cache knows it. */
  readonly guild?: GuildView | null;
  /** Each server's `/setup` settings, and the defaults (`.env`) a server starts from. */
  readonly settings?: {
    readonly store: SettingsAccess;
    readonly defaults: (guildId: string) => SettingsDefaults;
  } | null;
  /** The station in voice channels; null where voice cannot run (see `voiceOff`). */
  readonly voice?: VoiceControl | null;
  /** Why voice is off, when `voice` is null (decided once, at start, by `voiceOffReason`). */
  readonly voiceOff?: VoiceOff | null;
  /** Sends people direct messages (a track saved with 💾 Save); absent or null: Save answers that it failed. */
  readonly directMessages?: DirectMessages | null;
  /** Listeners' follows of DJs (`/follow`, `/unfollow`), kept in the store; absent or null: no database. */
  readonly follows?: FollowBook | null;
}

/** What `/follow` and `/unfollow` may ask of the store: a user's own follows, and whether their DMs were closed. */
export type FollowBook = Pick<
  AsyncBotStore,
  | "addFollow"
  | "removeFollow"
  | "followsOf"
  | "forgetUser"
  | "directMessagesClosed"
  | "clearDirectMessagesClosed"
>;

/** The options of a slash command; discord.js's option resolver and the preview CLI both provide this. */
export interface OptionReader {
  getInteger(name: string): number | null;
  getBoolean(name: string): boolean | null;
  getString(name: string): string | null;
  /** The subcommand chosen (`/setup announce`), or null. */
  getSubcommand?(required: false): string | null;
  /** The subcommand group chosen (`/setup radio channel`), or null. */
  getSubcommandGroup?(required: false): string | null;
  getChannel?(name: string): { readonly id: string } | null;
  getRole?(name: string): { readonly id: string } | null;
}

/** What a button handler may answer: the message that replaces the one clicked, or a new reply of its own. */
export type ButtonAnswer = ReplyMessage & {
  /** Send as a new message (public unless ephemeral) instead of updating the clicked one. */
  readonly asNewReply?: boolean;
};

/**
 * A slash command: its definition for Discord, what it requires and its handlers. Handlers return the message to
 * send and contain no try/catch: the dispatcher owns replying, deferring and errors. `R` names the requirements
 * (`requires`) whose context the handlers get, checked by the dispatcher before they run: a command declares
 * `requires: ["station", "voice"]` and `satisfies Command<"station" | "voice">`. `Command` alone is any command.
 */
export interface Command<R extends Requirement = Requirement> {
  readonly data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /**
   * What the dispatcher checks before a handler runs (see {@link Requirement}); a command without `station` runs
   * in a server with no station yet (`/setup`), where its panel refuses every read.
   */
  readonly requires?: readonly R[];
  /** Every reply is private: when the handler is slow, the "thinking…" is private too, and the reply edits it in. */
  readonly repliesPrivately?: boolean;
  /**
   * Whether this use is heavy work (the `/stats` export: a period's figures read and CSV files made): the dispatcher
   * then acknowledges it at once and builds a bounded number of them at a time per process, queued beyond (the user
   * told their place) and refused past the queue's bound (see `work-queue.ts`).
   */
  heavy?(options: OptionReader): boolean;
  /** Whether this configuration registers the command (absent: always); `voice` says whether voice runs. */
  enabled?(config: Config, runtime: { readonly voice: boolean }): boolean;
  /** The command as this variant registers it (absent: the `station` option added when servers have several). */
  forVariant?(variant: CommandVariant): Command;
  execute(options: OptionReader, context: ContextFor<R>): Promise<ReplyMessage>;
  /** Choices for the focused option as the user types. */
  autocomplete?(
    focused: string,
    context: ContextFor<R>,
  ): Promise<APIApplicationCommandOptionChoice<string>[]>;
  /** Handles a click on one of this command's buttons (custom ids start with `<name>:`); returns the new message. */
  button?(customId: string, context: ContextFor<R>): Promise<ButtonAnswer>;
  /**
   * Handles a click on one of this command's buttons in a direct message the bot sent (the Unfollow button of a
   * follower's message), where there is no server: the command's requirements are not checked, so the handler
   * checks what it reads. Absent: such a click is refused as outside a server.
   */
  directButton?(customId: string, context: CommandContext): Promise<ButtonAnswer>;
}

/**
 * A problem the user can fix (a wrong option, someone else's buttons): a refusal by key and parameters, shown to
 * them privately in their language (the dispatcher words it, see {@link UserError.inLanguage}), not logged as an
 * error. Its `message` is the English words, for logs and for callers without a reader.
 */
export class UserError extends Error {
  readonly refusal: Refusal;

  constructor(...args: RefusalArgs) {
    const refusal = refusalOf(args);
    super(refusalText(refusal, "en"));
    this.name = "UserError";
    this.refusal = refusal;
  }

  /** The same refusal, its message in `locale`. */
  inLanguage(locale: Locale): UserError {
    const worded = new UserError(...argsOf(this.refusal));
    worded.message = refusalText(this.refusal, locale);
    return worded;
  }
}

// The key and its parameters travel as a pair: these two only repackage them.
function refusalOf(args: RefusalArgs): Refusal {
  return { key: args[0], params: args[1] } as Refusal;
}

function argsOf(refusal: Refusal): RefusalArgs {
  return (refusal.params === undefined ? [refusal.key] : [refusal.key, refusal.params]) as RefusalArgs;
}
