import { UserError } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { stationSetupStrings } from "../../src/render/setup-station.js";
import { stationName } from "../../src/render/stations.js";
import { overStationLimit, withStation } from "../../src/settings/server-stations.js";
import type { ContextFor } from "../../src/discord/requirements.js";
import { serverOf, type SetupContext } from "./server.js";

/** The preview's Save button (`setup:save:<token>`): checks the limits again, opens the station and saves it. */
export async function saveStation(
  customId: string,
  context: SetupContext & ContextFor<"stations">,
): Promise<ReplyMessage> {
  const server = serverOf(context);
  const words = stationSetupStrings(context.locale);
  const { stations } = context;
  const token = customId.split(":")[2] ?? "";
  const waiting = context.memory.stationPreviews.find(token, context.userId, context.now());
  if (!waiting.found || waiting.value.guildId !== server.guild.id) throw new UserError("setup.station.stale");
  if (!waiting.mine) throw new UserError("setup.station.notYours");
  const { station } = waiting.value;
  const limit = context.config.stations.perServer;
  if (overStationLimit(server.saved, station.key, limit))
    throw new UserError("setup.station.perServer", { limit });
  const refused = stations.registry.refusal(server.guild.id, station.key);
  if (refused) throw new UserError("setup.station.limit", { refusal: refused });
  context.memory.stationPreviews.remove(token);
  stations.registry.open({ ...station, guildId: server.guild.id });
  await server.save(withStation(server.saved, station));
  await context.voice?.stationChanged(server.guild.id);
  return setupReply(words.saved({ name: stationName(station, context.locale) }));
}
