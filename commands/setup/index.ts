import type { Command, OptionReader } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";
import { setupButton } from "./buttons.js";
import { SETUP_DATA, setupData, SUBCOMMANDS } from "./definition.js";
import type { SetupContext, SetupNeeds } from "./server.js";

async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  // `radio` is a group (`/setup radio channel`, `/setup radio off`): it is found by the group's name.
  const name = options.getSubcommandGroup?.(false) ?? options.getSubcommand?.(false) ?? "";
  const chosen = SUBCOMMANDS.find((subcommand) => subcommand.name === name);
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
