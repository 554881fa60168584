import type { Command, CommandContext, OptionReader } from "../../src/discord/command.js";
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
import { show } from "./show.js";
import { station } from "./station.js";
import { status } from "./status.js";
import { style } from "./style.js";
import { unannounce } from "./unannounce.js";

type Handler = (options: OptionReader, context: CommandContext) => Promise<ReplyMessage>;

/** Each subcommand's handler, by its name. */
const HANDLERS: Readonly<Record<string, Handler>> = {
  announce,
  unannounce,
  ping,
  language,
  status,
  station,
  message,
  style,
  show,
  check,
};

async function execute(options: OptionReader, context: CommandContext): Promise<ReplyMessage> {
  if (options.getSubcommandGroup?.(false) === "radio") return radio(options, context);
  const name = options.getSubcommand?.(false) ?? "";
  const handler = HANDLERS[name];
  // Discord only sends the subcommands we registered: anything else is a bug here, not a request for `show`.
  if (!handler) throw new Error(`/setup: unknown subcommand "${name}"`);
  return handler(options, context);
}

/** `/setup`: moderators (Manage Server) choose the announcement channels, the ping role, the language and more. */
export const setup = {
  data: SETUP_DATA,
  stationFree: true,
  repliesPrivately: true,
  execute,
  // The previews' Save buttons: a station's, a message template's.
  button: setupButton,
  forVariant: (variant: CommandVariant): Command => setupFor(variant),
} satisfies Command;

/** `/setup` for this configuration's command variant (see {@link setupData}). */
export function setupFor(variant: CommandVariant): Command {
  return variant === "one-station" ? setup : { ...setup, data: setupData(variant) };
}
