import type { Command, OptionReader } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";
import { announce } from "./announce.js";
import { check } from "./check.js";
import { setupButton } from "./buttons.js";
import { SETUP_DATA, setupData } from "./definition.js";
import { language } from "./language.js";
import { message } from "./message.js";
import { ping } from "./ping.js";
import { radio } from "./radio.js";
import type { SetupContext, SetupNeeds } from "./server.js";
import { show } from "./show.js";
import { station } from "./station.js";
import { status } from "./status.js";
import { style } from "./style.js";
import { type SetupSubcommand, subcommand } from "./subcommand.js";
import { unannounce } from "./unannounce.js";

/** Each subcommand, by its name, with what it requires beyond `/setup`'s own. */
const SUBCOMMANDS: Readonly<Record<string, SetupSubcommand>> = {
  announce: subcommand([], announce),
  unannounce: subcommand([], unannounce),
  ping: subcommand([], ping),
  language: subcommand([], language),
  status: subcommand([], status),
  station: subcommand(["stations"], station),
  message: subcommand([], message),
  style: subcommand([], style),
  show: subcommand([], show),
  check: subcommand([], check),
};

/** `/setup radio channel` and `/setup radio off`: the home voice channel, where voice runs. */
const RADIO = subcommand(["voice"], radio);

async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  if (options.getSubcommandGroup?.(false) === "radio") return RADIO.run(options, context);
  const name = options.getSubcommand?.(false) ?? "";
  const chosen = SUBCOMMANDS[name];
  // Discord only sends the subcommands we registered: anything else is a bug here, not a request for `show`.
  if (!chosen) throw new Error(`/setup: unknown subcommand "${name}"`);
  return chosen.run(options, context);
}

/** `/setup`: moderators (Manage Server) choose the announcement channels, the ping role, the language and more. */
export const setup = {
  data: SETUP_DATA,
  // No `station`: a server sets its first station with `/setup station`.
  requires: ["server", "manager", "settings"],
  repliesPrivately: true,
  execute,
  // The previews' Save buttons: a station's, a message template's.
  button: setupButton,
  forVariant: (variant: CommandVariant): Command => setupFor(variant),
} satisfies Command<SetupNeeds>;

/** `/setup` for this configuration's command variant (see {@link setupData}). */
export function setupFor(variant: CommandVariant): Command {
  return variant === "one-station" ? setup : { ...setup, data: setupData(variant) };
}
