import { type APIApplicationCommandSubcommandOption, ApplicationCommandOptionType } from "discord.js";
import { STATION_OPTION } from "../../src/discord/station-option.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";

/** On a public bot: the panel's address, server id and key, and removing a station. */
const PUBLIC_OPTIONS = [
  {
    type: ApplicationCommandOptionType.String as const,
    name: "url",
    name_localizations: { ru: "адрес" },
    description: "The panel's address with its port, e.g. https://radio.example.com:8080",
    description_localizations: {
      ru: "Адрес панели с портом, например https://radio.example.com:8080",
    },
    max_length: 300,
  },
  {
    type: ApplicationCommandOptionType.Integer as const,
    name: "server",
    name_localizations: { ru: "сервер" },
    description: "The radio server id on the panel (default 1)",
    description_localizations: { ru: "Номер радиосервера на панели (по умолчанию 1)" },
    min_value: 1,
    max_value: 1_000_000,
  },
  {
    type: ApplicationCommandOptionType.String as const,
    name: "key",
    name_localizations: { ru: "ключ" },
    description: "The panel's API key, if it needs one (stored encrypted, never shown)",
    description_localizations: { ru: "API-ключ панели, если нужен (хранится зашифрованным)" },
    max_length: 1024,
  },
  {
    type: ApplicationCommandOptionType.Boolean as const,
    name: "remove",
    name_localizations: { ru: "удалить" },
    description: "Remove the station picked in `station` from this server",
    description_localizations: { ru: "Убрать выбранную в `station` станцию с этого сервера" },
  },
];

/** `/setup station`'s options: the station to use; on a public bot also a panel's address, server id and key. */
export function stationSubcommand(
  variant: Exclude<CommandVariant, "one-station">,
): APIApplicationCommandSubcommandOption {
  const open = variant === "public";
  return {
    type: ApplicationCommandOptionType.Subcommand,
    name: "station",
    name_localizations: { ru: "станция" },
    description: open ? "Add this server's station, or pick one" : "Pick this server's station",
    description_localizations: {
      ru: open ? "Подключить станцию сервера или выбрать её" : "Выбрать станцию сервера",
    },
    options: [
      ...(open ? PUBLIC_OPTIONS : []),
      { ...STATION_OPTION, description: "One of this server's stations" },
    ],
  };
}
