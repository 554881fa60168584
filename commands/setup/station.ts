import { type APIApplicationCommandSubcommandOption, ApplicationCommandOptionType } from "discord.js";
import { type OptionReader, UserError } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { stationSetupStrings } from "../../src/render/setup-station.js";
import { stationName } from "../../src/render/stations.js";
import { withoutStation, withServerStation } from "../../src/settings/server-stations.js";
import type { ContextFor } from "../../src/discord/requirements.js";
import { STATION_OPTION } from "../../src/discord/station-option.js";
import { localized, localizedDescription } from "../../src/i18n/localized.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";
import { serverOf, type SetupContext } from "./server.js";
import { previewStation } from "./station-preview.js";
import { setupSubcommand } from "./subcommand.js";

/**
 * `/setup station`: without a station, says which one the server reads; with one, makes it the server's (or, on
 * a public bot with `remove`, removes it); with an address (public bot only), previews a panel before saving.
 */
async function execute(
  options: OptionReader,
  context: SetupContext & ContextFor<"stations">,
): Promise<ReplyMessage> {
  const server = serverOf(context);
  const words = stationSetupStrings(context.locale);
  const { stations } = context;
  const url = options.getString("url")?.trim();
  if (url) {
    if (stations.variant !== "public") throw new UserError("stations.configured");
    return previewStation(url, options, context, server, stations);
  }
  const chosen = options.getString("station");
  if (!chosen) {
    const current = stations.stationOf(server.guild.id);
    if (!current) throw new UserError("setup.station.needUrl");
    return setupReply(words.current({ name: stationName(current, context.locale) }));
  }
  const found = stations.find(server.guild.id, chosen);
  if (!found) throw new UserError("stations.configured");
  if (options.getBoolean("remove") && stations.variant === "public") {
    await server.save(withoutStation(server.saved, found.key));
    // The server's voice follows its station: to the one left, or out of voice.
    await context.voice?.stationChanged(server.guild.id);
    return setupReply(words.removed({ name: stationName(found, context.locale) }));
  }
  await server.save(withServerStation(server.saved, found.key));
  await context.voice?.stationChanged(server.guild.id);
  return setupReply(words.chosen({ name: stationName(found, context.locale) }));
}

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
function stationSubcommand(
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

/** `/setup station`: registered where servers have several stations, and run only where the bot has a registry. */
export const station = setupSubcommand({
  name: "station",
  definitionFor: (variant) => (variant === "one-station" ? null : stationSubcommand(variant)),
  requires: ["stations"],
  execute,
});
