import { type CommandContext, type OptionReader, UserError } from "../../src/discord/command.js";
import { causeThat, causesOf } from "../../src/causes.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import type { PanelClient } from "../../src/panel/client.js";
import {
  PanelHttpError,
  PanelNotJsonError,
  type PanelRefusal,
  PanelRefusedError,
} from "../../src/panel/errors.js";
import { displayAddress } from "../../src/panel/request.js";
import type { StationDirectory } from "../../src/registry/directory.js";
import type { AddressRefusalCode } from "../../src/render/panel-refusal.js";
import { renderStationPreview } from "../../src/render/setup-station.js";
import { safeText, truncate } from "../../src/render/text.js";
import type { SavedStation } from "../../src/settings/guild-settings.js";
import { overStationLimit } from "../../src/settings/server-stations.js";
import { isPlausibleKey, typedPanelAddress } from "../../src/settings/station-address.js";
import type { SetupContext, SetupServer } from "./server.js";

/** `/setup station url …` on a public bot: reads the panel first, through the registry's door; saves nothing. */
export async function previewStation(
  typed: string,
  options: OptionReader,
  context: SetupContext,
  server: SetupServer,
  stations: StationDirectory,
): Promise<ReplyMessage> {
  const { registry } = stations;
  const serverId = options.getInteger("server") ?? 1;
  const apiKey = options.getString("key")?.trim() || undefined;
  // Never echoed: a key with control characters would otherwise reach errors, logs and /healthz.
  if (apiKey && !isPlausibleKey(apiKey)) throw new UserError("setup.station.badKey");
  if (apiKey && !registry.sealing.available)
    throw new UserError("setup.station.sealing", { problem: registry.sealing.problem });
  const address = typedPanelAddress(typed);
  if (!address.ok) throw new UserError("setup.station.address", { code: address.code, typedName: false });
  const url = address.origin;
  const key = registry.keyOf({ url, serverId, ...(apiKey ? { apiKey } : {}) });
  const refused = registry.refusal(server.guild.id, key);
  if (refused) throw new UserError("setup.station.limit", { refusal: refused });
  const limit = context.config.stations.perServer;
  const known = (server.saved?.stations ?? []).some((s) => s.key === key);
  if (!known && overStationLimit(server.saved, key, limit))
    throw new UserError("setup.station.perServer", { limit });

  if (stations.strangers.underPressure()) throw new UserError("setup.strangersBusy");
  // A turn is taken by previews that look a name up or contact an address; a refused literal costs nothing.
  const cooldown = context.memory.previewCooldown;
  const takeTurn = () => {
    const turn = cooldown.take(context.userId, context.now());
    if (!turn.ok) throw new UserError("setup.station.cooldown", { until: turn.until });
  };
  const refuse = (code: AddressRefusalCode) => {
    context.log.info("setup station: address refused", { guild: server.guild.id, code });
    return new UserError("setup.station.address", { code, typedName: address.hostIsName });
  };
  if (address.hostIsName) takeTurn();
  const verdict = await registry.check(url, server.guild.id);
  if (!verdict.allowed) throw refuse(verdict.code);
  if (!address.hostIsName) takeTurn();

  const panel = registry.probe({ url, serverId, apiKey }, server.guild.id);
  const { name, onAir } = await readStation(panel, serverId).catch((error: unknown) => {
    const refused = guardRefusalIn(error);
    if (refused?.kind === "address") throw refuse(refused.code);
    if (refused) throw new UserError("setup.station.panelRefused", { refusal: refused });
    throw previewFailure(error, context) ?? error;
  });
  const station: SavedStation = {
    key,
    url,
    serverId,
    name,
    ...(apiKey ? { sealedKey: registry.seal(apiKey, { guildId: server.guild.id, stationKey: key }) } : {}),
  };
  const waiting = { guildId: server.guild.id, station };
  const token = context.memory.stationPreviews.add(context.userId, waiting, context.now(), server.guild.id);
  return renderStationPreview(
    { name, address: displayAddress(url), serverId, onAir, keySet: apiKey !== undefined },
    `setup:save:${token}`,
    context.locale,
  );
}

/** The station's name (from `servers/`, when the panel lists it) and what is on air. */
async function readStation(
  panel: PanelClient,
  serverId: number,
): Promise<{ name: string | null; onAir: string | null }> {
  const [servers, history] = await Promise.all([
    // Older panels may lack `servers/`: the name is then left to the reader's language.
    panel.servers().catch((error: unknown) => {
      if (guardRefusalIn(error)) throw error;
      return null;
    }),
    // Settled, so a panel that refuses an unknown server's history still gets its list of servers shown.
    panel.history({ limit: 1, offset: 0 }).then(
      (page) => ({ page }),
      (error: unknown) => ({ error }),
    ),
  ]);
  if (servers && servers.length > 0 && !servers.some((s) => s.id === serverId)) {
    const known = servers.map((s) => `${s.id}${s.title ? ` (${safeText(s.title, 100)})` : ""}`).join(", ");
    throw new UserError("setup.station.noSuchServer", { serverId, known: truncate(known, 500) });
  }
  if ("error" in history) throw history.error;
  const name = servers?.find((s) => s.id === serverId)?.title ?? null;
  const track = history.page.results[0];
  const onAir = track ? [track.author, track.title].filter(Boolean).join(" — ") || null : null;
  return { name, onAir };
}

/** The guard's refusal (an address, a redirect) inside an error's causes; the gate's refusals are not the guard's. */
function guardRefusalIn(error: unknown): PanelRefusal | undefined {
  const refused = causeThat(
    error,
    (e): e is PanelRefusedError =>
      e instanceof PanelRefusedError && (e.refusal.kind === "address" || e.refusal.kind === "redirect"),
  );
  return refused?.refusal;
}

/**
 * A stranger's address that answered, but not as a panel: the status and a few plain words of the body at most,
 * never markup, so the bot cannot be used to read pages. Undefined for other errors.
 */
function previewFailure(error: unknown, context: CommandContext): UserError | undefined {
  for (const e of causesOf(error)) {
    if (!(e instanceof PanelHttpError) && !(e instanceof PanelNotJsonError)) continue;
    context.log.info("setup station: preview failed", { error: e.message });
    if (e instanceof PanelNotJsonError) return new UserError("setup.station.notPanel");
    const said = fewWords(e.excerpt);
    return new UserError("setup.station.httpStatus", { status: e.status, said });
  }
  return undefined;
}

/** At most six words and 40 characters of a body: tags dropped, letters, digits and plain punctuation only. */
function fewWords(excerpt: string): string {
  const words = excerpt
    .replace(/<[^>]*>?/g, " ")
    .replace(/[^\p{L}\p{N}\s.,:;!?'-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .join(" ");
  return safeText(words, 40);
}
