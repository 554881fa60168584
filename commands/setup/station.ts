import { type OptionReader, UserError } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { stationSetupStrings } from "../../src/render/setup-station.js";
import { stationName } from "../../src/render/stations.js";
import { withoutStation, withServerStation } from "../../src/settings/server-stations.js";
import type { ContextFor } from "../../src/discord/requirements.js";
import { serverOf, type SetupNeeds } from "./server.js";
import { previewStation } from "./station-preview.js";

/**
 * `/setup station`: without a station, says which one the server reads; with one, makes it the server's (or, on
 * a public bot with `remove`, removes it); with an address (public bot only), previews a panel before saving.
 */
export async function station(
  options: OptionReader,
  context: ContextFor<SetupNeeds | "stations">,
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
    return setupReply(words.current(stationName(current, context.locale)));
  }
  const found = stations.find(server.guild.id, chosen);
  if (!found) throw new UserError("stations.configured");
  if (options.getBoolean("remove") && stations.variant === "public") {
    await server.save(withoutStation(server.saved, found.key));
    // The server's voice follows its station: to the one left, or out of voice.
    await context.voice?.stationChanged(server.guild.id);
    return setupReply(words.removed(stationName(found, context.locale)));
  }
  await server.save(withServerStation(server.saved, found.key));
  await context.voice?.stationChanged(server.guild.id);
  return setupReply(words.chosen(stationName(found, context.locale)));
}
