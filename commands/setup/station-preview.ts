import { type CommandContext, type OptionReader, UserError } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import type { PanelClient } from "../../src/panel/client.js";
import { type PanelRefusal, PanelRefusedError } from "../../src/panel/errors.js";
import { displayAddress } from "../../src/panel/request.js";
import type { StationDirectory } from "../../src/registry/directory.js";
import { addressRefusalText, panelRefusalText } from "../../src/render/panel-refusal.js";
import { renderStationPreview, stationSetupStrings } from "../../src/render/setup-station.js";
import { stationLabel } from "../../src/render/stations.js";
import type { SavedStation } from "../../src/settings/guild-settings.js";
import { overStationLimit } from "../../src/settings/server-stations.js";
import { stationKey } from "../../src/station/station-key.js";
import type { SetupServer } from "./server.js";
import { stationPreviews } from "./station-previews.js";

type Words = ReturnType<typeof stationSetupStrings>;

/** `/setup station url …` on a public bot: reads the panel first, through the registry's door; saves nothing. */
export async function previewStation(
  typed: string,
  options: OptionReader,
  context: CommandContext,
  server: SetupServer,
  stations: StationDirectory,
): Promise<ReplyMessage> {
  const words = stationSetupStrings(context.locale);
  const { registry } = stations;
  const serverId = options.getInteger("server") ?? 1;
  const apiKey = options.getString("key") || undefined;
  if (apiKey && !registry.sealing.available) throw new UserError(registry.sealing.reason);
  const url = typed.replace(/\/+$/, "").replace(/\/api\/v2$/, "");
  const verdict = await registry.check(url);
  if (!verdict.allowed) throw new UserError(words.refused(addressRefusalText(verdict.code, context.locale)));
  const key = stationKey(displayAddress(url), serverId);
  if (!registry.get(key) && registry.full()) throw new UserError(words.total);
  const limit = context.config.stations.perServer;
  const known = (server.saved?.stations ?? []).some((s) => s.key === key);
  if (!known && overStationLimit(server.saved, key, limit)) throw new UserError(words.perServer(limit));

  const panel = registry.probe({ url, serverId, apiKey });
  const { name, onAir } = await readStation(panel, serverId, words).catch((error: unknown) => {
    const refused = guardRefusalIn(error);
    if (refused?.kind === "address")
      throw new UserError(words.refused(addressRefusalText(refused.code, context.locale)));
    throw refused ? new UserError(panelRefusalText(refused, context.locale)) : error;
  });
  const station: SavedStation = {
    key,
    url,
    serverId,
    name,
    ...(apiKey ? { sealedKey: registry.seal(apiKey) } : {}),
  };
  const token = stationPreviews.add(context.userId, { guildId: server.guild.id, station }, context.now());
  const label = stationLabel({ name, serverId }, context.locale);
  return renderStationPreview(
    { name: label, address: displayAddress(url), serverId, onAir, keySet: apiKey !== undefined },
    `setup:save:${token}`,
    context.locale,
  );
}

/** The station's name (from `servers/`, when the panel lists it) and what is on air. */
async function readStation(
  panel: PanelClient,
  serverId: number,
  words: Words,
): Promise<{ name: string | null; onAir: string | null }> {
  const [servers, history] = await Promise.all([
    // Older panels may lack `servers/`: the name is then left to the reader's language.
    panel.servers().catch((error: unknown) => {
      if (guardRefusalIn(error)) throw error;
      return null;
    }),
    panel.history({ limit: 1, offset: 0 }),
  ]);
  if (servers && servers.length > 0 && !servers.some((s) => s.id === serverId)) {
    const known = servers.map((s) => `${s.id}${s.title ? ` (${s.title})` : ""}`).join(", ");
    throw new UserError(words.noSuchServer(serverId, known.slice(0, 500)));
  }
  const name = servers?.find((s) => s.id === serverId)?.title ?? null;
  const track = history.results[0];
  const onAir = track ? [track.author, track.title].filter(Boolean).join(" — ") || null : null;
  return { name, onAir };
}

/** The guard's refusal (an address, a redirect) inside an error's causes; the gate's refusals are not the guard's. */
function guardRefusalIn(error: unknown): PanelRefusal | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof PanelRefusedError && (e.refusal.kind === "address" || e.refusal.kind === "redirect"))
      return e.refusal;
  }
  return undefined;
}
