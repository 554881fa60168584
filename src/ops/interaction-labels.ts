/** The kinds of interaction the dispatcher reports. */
export const INTERACTION_KINDS: readonly string[] = ["command", "button", "autocomplete"];

/** The one label for a command or kind not on the list. */
export const OTHER_LABEL = "other";

/**
 * The names an interaction may be labelled with: the bot's slash commands (a button's id starts with its command's
 * name, `history:…`, so they cover buttons too; none given: every command is `other`) and the kinds (default
 * {@link INTERACTION_KINDS}).
 */
export interface InteractionLabelNames {
  readonly commands?: readonly string[];
  readonly kinds?: readonly string[];
}

/** Turns a reported command and kind into metric labels: known names as they are, anything else `other`. */
export function interactionLabeller(
  names: InteractionLabelNames = {},
): (command: string, kind: string) => { command: string; kind: string } {
  const commands = new Set(names.commands ?? []);
  const kinds = new Set(names.kinds ?? INTERACTION_KINDS);
  return (command, kind) => ({
    command: commands.has(command) ? command : OTHER_LABEL,
    kind: kinds.has(kind) ? kind : OTHER_LABEL,
  });
}
