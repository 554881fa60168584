import type { APIApplicationCommandOptionChoice } from "discord.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { ButtonAnswer, Command, CommandContext, OptionReader } from "./command.js";
import { narrowed } from "./requirements.js";

/** Whether a command reads a station's panel (then the `station` option, when given, chooses which). */
export function readsStation(command: Command | undefined): boolean {
  return command?.requires?.includes("station") ?? false;
}

/** Runs a slash command's handler once its requirements are met; rejects with the refusal of the first unmet. */
export async function executeCommand(
  command: Command,
  options: OptionReader,
  context: CommandContext,
): Promise<ReplyMessage> {
  return command.execute(options, narrowed(command.requires ?? [], context));
}

/** Runs a command's button handler once its requirements are met (a command without buttons: none). */
export async function executeButton(
  command: Command,
  customId: string,
  context: CommandContext,
): Promise<ButtonAnswer> {
  if (!command.button) throw new Error(`/${command.data.name} has no buttons`);
  return command.button(customId, narrowed(command.requires ?? [], context));
}

/** The command's choices for the focused option, once its requirements are met (none without autocomplete). */
export async function executeAutocomplete(
  command: Command,
  focused: string,
  context: CommandContext,
): Promise<APIApplicationCommandOptionChoice<string>[]> {
  if (!command.autocomplete) return [];
  return command.autocomplete(focused, narrowed(command.requires ?? [], context));
}
