import { ApplicationCommandOptionType } from "discord.js";
import type { Command } from "./command.js";
import { localized } from "../i18n/localized.js";

/** The `station` option listener commands carry when a server can have more than one station. */
export const STATION_OPTION = {
  type: ApplicationCommandOptionType.String,
  ...localized((c) => c.station),
  autocomplete: true,
  max_length: 100,
} as const;

/** The command with the `station` option added last (the dispatcher reads it and answers its autocomplete). */
export function withStationOption(command: Command): Command {
  return {
    ...command,
    data: { ...command.data, options: [...(command.data.options ?? []), STATION_OPTION] },
  };
}
