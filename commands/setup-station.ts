import type { CommandVariant } from "../src/settings/command-variant.js";
import { randomBytes } from "node:crypto";
import { type APIApplicationCommandSubcommandOption, ApplicationCommandOptionType } from "discord.js";
import { type CommandContext, type OptionReader, UserError } from "../src/discord/command.js";
import { STATION_OPTION } from "../src/discord/station-option.js";
import { RedirectRefusedError } from "../src/net/guard/fetch-errors.js";
import { AddressRefusedError } from "../src/net/guard/refusal.js";
import type { PanelClient } from "../src/panel/client.js";
import { setupReply } from "../src/render/setup.js";
import { renderStationPreview, stationSetupStrings } from "../src/render/setup-station.js";
import { stationLabel } from "../src/render/stations.js";
import type { GuildSettings, SavedStation } from "../src/settings/guild-settings.js";
import { displayAddress } from "../src/panel/request.js";
import { stationKey } from "../src/station/station-key.js";
import type { StationDirectory } from "../src/registry/directory.js";

const PREVIEW_TTL_MS = 15 * 60_000;
const PENDING_KEPT = 500;

/** `/setup station`'s options: the station to use; on a public bot also a panel's address, server id and key. */
export function stationSubcommand(
  mode: Exclude<CommandVariant, "one-station">,
): APIApplicationCommandSubcommandOption {
  const extra =
    mode === "public"
      ? [
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
        ]
      : [];
  return {
    type: ApplicationCommandOptionType.Subcommand,
    name: "station",
    name_localizations: { ru: "станция" },
    description: mode === "public" ? "Add this server's station, or pick one" : "Pick this server's station",
    description_localizations: {
      ru: mode === "public" ? "Подключить станцию сервера или выбрать её" : "Выбрать станцию сервера",
    },
    options: [...extra, { ...STATION_OPTION, description: "One of this server's stations" }],
  };
}

/** A server's `/setup` change, as `setup.ts` hands it over. */
export interface SetupServer {
  readonly guild: { readonly id: string };
  readonly saved: GuildSettings | null;
  /** Saves through to the store: settled once the settings are in the database. */
  save(next: GuildSettings): Promise<void>;
}

interface Pending {
  readonly guildId: string;
  readonly userId: string;
  readonly station: SavedStation;
  readonly at: number;
}

/** `/setup station` and its Save button, with the previews waiting for a click (in memory, 15 minutes). */
export function createStationSetup() {
  const pending = new Map<string, Pending>();

  function directoryOf(context: CommandContext): StationDirectory {
    if (!context.stations) throw new UserError(stationSetupStrings(context.locale).configured);
    return context.stations;
  }

  async function execute(options: OptionReader, context: CommandContext, server: SetupServer) {
    const words = stationSetupStrings(context.locale);
    const stations = directoryOf(context);
    const url = options.getString("url")?.trim();
    if (!url) {
      const chosen = options.getString("station");
      if (!chosen) {
        const current = stations.stationOf(server.guild.id);
        if (!current) throw new UserError(words.needUrl);
        return setupReply(words.current(stationLabel(current, context.locale)));
      }
      const station = stations.find(server.guild.id, chosen);
      if (!station) throw new UserError(words.configured);
      if (options.getBoolean("remove") && stations.mode === "public") {
        const rest = (server.saved?.stations ?? []).filter((s) => s.key !== station.key);
        const { station: current, ...others } = server.saved ?? {};
        // Its announce channels stop following it; the station itself is no longer read once nobody follows it.
        await server.save({
          ...others,
          stations: rest,
          ...(current && current !== station.key ? { station: current } : {}),
        });
        return setupReply(words.removed(stationLabel(station, context.locale)));
      }
      await server.save({ ...server.saved, station: station.key });
      return setupReply(words.chosen(stationLabel(station, context.locale)));
    }
    if (stations.mode !== "public") throw new UserError(words.configured);
    return preview(url, options, context, server, stations);
  }

  /** Reads the panel first, through the registry's door; saves nothing. */
  async function preview(
    typed: string,
    options: OptionReader,
    context: CommandContext,
    server: SetupServer,
    stations: StationDirectory,
  ) {
    const words = stationSetupStrings(context.locale);
    const { registry } = stations;
    const serverId = options.getInteger("server") ?? 1;
    const apiKey = options.getString("key") || undefined;
    if (apiKey && !registry.sealing.available) throw new UserError(registry.sealing.reason);
    const url = typed.replace(/\/+$/, "").replace(/\/api\/v2$/, "");
    const verdict = await registry.check(url);
    if (!verdict.allowed) throw new UserError(words.refused(verdict.reason));
    const key = stationKey(displayAddress(url), serverId);
    if (!registry.get(key) && registry.full()) throw new UserError(words.total);
    const mine = server.saved?.stations ?? [];
    const limit = context.config.stations.perServer;
    if (!mine.some((s) => s.key === key) && mine.length >= limit) throw new UserError(words.perServer(limit));

    const panel = registry.probe({ url, serverId, apiKey });
    const { name, onAir } = await readStation(panel, serverId, words).catch((error: unknown) => {
      const refused = refusalIn(error);
      if (refused instanceof AddressRefusedError) throw new UserError(words.refused(refused.refusal.reason));
      throw refused ? new UserError(refused.message) : error;
    });
    const station: SavedStation = {
      key,
      url,
      serverId,
      name,
      ...(apiKey ? { sealedKey: registry.seal(apiKey) } : {}),
    };
    const token = randomBytes(9).toString("base64url");
    pending.set(token, { guildId: server.guild.id, userId: context.userId, station, at: context.now() });
    if (pending.size > PENDING_KEPT) pending.delete(pending.keys().next().value ?? "");
    const label = stationLabel({ name, serverId }, context.locale);
    return renderStationPreview(
      { name: label, address: displayAddress(url), serverId, onAir, keySet: apiKey !== undefined },
      `setup:save:${token}`,
      context.locale,
    );
  }

  /** The Save button: checks the limits again, opens the station in the registry and saves it for the server. */
  async function save(customId: string, context: CommandContext, server: SetupServer) {
    const words = stationSetupStrings(context.locale);
    const stations = directoryOf(context);
    const token = customId.split(":")[2] ?? "";
    const waiting = pending.get(token);
    if (!waiting || context.now() - waiting.at > PREVIEW_TTL_MS || waiting.guildId !== server.guild.id)
      throw new UserError(words.stale);
    if (waiting.userId !== context.userId) throw new UserError(words.notYours);
    const mine = server.saved?.stations ?? [];
    const others = mine.filter((s) => s.key !== waiting.station.key);
    const limit = context.config.stations.perServer;
    if (others.length >= limit) throw new UserError(words.perServer(limit));
    if (!stations.registry.get(waiting.station.key) && stations.registry.full())
      throw new UserError(words.total);
    pending.delete(token);
    stations.registry.open(waiting.station);
    await server.save({
      ...server.saved,
      stations: [...others, waiting.station],
      station: server.saved?.station ?? waiting.station.key,
    });
    return setupReply(words.saved(stationLabel(waiting.station, context.locale)));
  }

  return { execute, save };
}

/** The station's name (from `servers/`, when the panel lists it) and what is on air. */
async function readStation(
  panel: PanelClient,
  serverId: number,
  words: ReturnType<typeof stationSetupStrings>,
): Promise<{ name: string | null; onAir: string | null }> {
  const [servers, history] = await Promise.all([
    // Older panels may lack `servers/`: the name is then left to the reader's language.
    panel.servers().catch((error: unknown) => {
      if (refusalIn(error)) throw error;
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

/** The guard's refusal (an address, a redirect) inside an error's causes (the panel client wraps it). */
function refusalIn(error: unknown): AddressRefusedError | RedirectRefusedError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof AddressRefusedError || e instanceof RedirectRefusedError) return e;
  }
  return undefined;
}
