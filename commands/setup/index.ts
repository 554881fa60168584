import type { Command, OptionReader } from "../../src/discord/command.js";
import type { ContextFor } from "../../src/discord/requirements.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";
import { setupButton } from "./buttons.js";
import { setupData, SUBCOMMANDS } from "./definition.js";
import type { SetupContext, SetupNeeds } from "./server.js";
import { createSetupMemory } from "./setup-memory.js";

async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  // `radio` is a group (`/setup radio channel`, `/setup radio off`): it is found by the group's name.
  const name = options.getSubcommandGroup?.(false) ?? options.getSubcommand?.(false) ?? "";
  const chosen = SUBCOMMANDS.find((subcommand) => subcommand.name === name);
  // Discord only sends the subcommands we registered: anything else is a bug here, not a request for `show`.
  if (!chosen) throw new Error(`/setup: unknown subcommand "${name}"`);
  return chosen.run(options, context);
}

/**
 * `/setup` for this configuration's command variant (see {@link setupData}), with a memory of its own: each bot
 * builds its own (through `forVariant`), so its previews and turns at previewing are never another bot's.
 */
export function setupFor(variant: CommandVariant): Command {
  const memory = createSetupMemory();
  const command = {
    data: setupData(variant),
    // No `station`: a server sets its first station with `/setup station`.
    requires: ["server", "manager", "settings"],
    repliesPrivately: true,
    execute: (options: OptionReader, context: ContextFor<SetupNeeds>) =>
      execute(options, { ...context, memory }),
    // The previews' Save buttons: a station's, a message template's.
    button: (customId: string, context: ContextFor<SetupNeeds>) =>
      setupButton(customId, { ...context, memory }),
    forVariant: (next: CommandVariant): Command => setupFor(next),
  } satisfies Command<SetupNeeds>;
  return command;
}

/** `/setup`: moderators (Manage Server) choose the announcement channels, the ping role, the language and more. */
export const setup = setupFor("one-station");
