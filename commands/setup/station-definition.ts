import { type APIApplicationCommandSubcommandOption, ApplicationCommandOptionType } from "discord.js";
import { STATION_OPTION } from "../../src/discord/station-option.js";
import { localized, localizedDescription } from "../../src/i18n/localized.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";

/** On a public bot: the panel's address, server id and key, and removing a station. */
const PUBLIC_OPTIONS = [
  {
    type: ApplicationCommandOptionType.String as const,
    ...localized((c) => c.setup.station.url),
    max_length: 300,
  },
  {
    type: ApplicationCommandOptionType.Integer as const,
    ...localized((c) => c.setup.station.server),
    min_value: 1,
    max_value: 1_000_000,
  },
  {
    type: ApplicationCommandOptionType.String as const,
    ...localized((c) => c.setup.station.key),
    max_length: 1024,
  },
  {
    type: ApplicationCommandOptionType.Boolean as const,
    ...localized((c) => c.setup.station.remove),
  },
];

/** `/setup station`'s options: the station to use; on a public bot also a panel's address, server id and key. */
export function stationSubcommand(
  variant: Exclude<CommandVariant, "one-station">,
): APIApplicationCommandSubcommandOption {
  const open = variant === "public";
  return {
    type: ApplicationCommandOptionType.Subcommand,
    ...localized((c) => ({
      name: c.setup.station.name,
      description: open ? c.setup.station.add : c.setup.station.pick,
    })),
    options: [
      ...(open ? PUBLIC_OPTIONS : []),
      { ...STATION_OPTION, ...localizedDescription((c) => c.setup.station.which) },
    ],
  };
}
