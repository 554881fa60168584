import type { CommandTexts } from "../types/commands.js";

/** Command, option and choice names and descriptions, as Discord shows them. */
export const commands: CommandTexts = {};
