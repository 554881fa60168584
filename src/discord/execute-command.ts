import type { APIApplicationCommandOptionChoice } from "discord.js";
import type { ReplyMessage } from "../message/reply-message.js";
import {
  type ButtonAnswer,
  type Command,
  type CommandContext,
  type OptionReader,
  UserError,
} from "./command.js";
import { narrowed } from "./requirements.js";

/** Whether a command reads a station's panel (then the `station` option, when given, chooses which). */
export function readsStation(command: Command | undefined): boolean {
  return command?.requires?.includes("station") ?? false;
}

/**
 * Runs a slash command's handler once its requirements are met; rejects with the refusal of the first unmet. A
 * refusal (a UserError) is worded in the reader's language.
 */
export async function executeCommand(
  command: Command,
  options: OptionReader,
  context: CommandContext,
): Promise<ReplyMessage> {
  return worded(context, () => command.execute(options, narrowed(command.requires ?? [], context)));
}

/** Runs a command's button handler once its requirements are met (a command without buttons: none). */
export async function executeButton(
  command: Command,
  customId: string,
  context: CommandContext,
): Promise<ButtonAnswer> {
  const button = command.button?.bind(command);
  if (!button) throw new Error(`/${command.data.name} has no buttons`);
  return worded(context, () => button(customId, narrowed(command.requires ?? [], context)));
}

/** Runs a command's handler of a click in a direct message, with no requirement checked (see `directButton`). */
export async function executeDirectButton(
  command: Command,
  customId: string,
  context: CommandContext,
): Promise<ButtonAnswer> {
  const button = command.directButton?.bind(command);
  if (!button) throw new Error(`/${command.data.name} has no buttons for direct messages`);
  return worded(context, () => button(customId, context));
}

/** The command's choices for the focused option, once its requirements are met (none without autocomplete). */
export async function executeAutocomplete(
  command: Command,
  focused: string,
  context: CommandContext,
): Promise<APIApplicationCommandOptionChoice<string>[]> {
  const autocomplete = command.autocomplete?.bind(command);
  if (!autocomplete) return [];
  return worded(context, () => autocomplete(focused, narrowed(command.requires ?? [], context)));
}

/** What `run` settles to; its refusal in the words of the reader's language. */
async function worded<T>(context: CommandContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof UserError ? error.inLanguage(context.locale) : error;
  }
}
