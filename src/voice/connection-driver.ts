import type { AudioPlayer, VoiceConnection } from "@discordjs/voice";
import { type ConnectionEvent, stepConnection } from "./connection-step.js";
import { botArrives } from "./voice-cache.js";
import { type Tuning, tuningOf, type VoiceEntry, type VoiceHome } from "./voice-entry.js";
import type { VoiceConnectionsDeps } from "./voice-connections.js";

// The driver of the voice connections: it performs what `connection-step.ts` decides.

/** How long a join may take before `/radio join` says it failed. */
const READY_TIMEOUT_MS = 10_000;

/** The connections' driver: its deps, and whether it was closed. */
export interface Driver {
  readonly deps: VoiceConnectionsDeps;
  closed: boolean;
}

/** Drops a connection (destroying it) and everything the room kept about it. */
export function forget({ deps }: Driver, entry: VoiceEntry): void {
  deps.entries.delete(entry.guildId);
  if (entry.timer) deps.timers.clearTimeout(entry.timer);
  entry.display?.close();
  if (entry.connection.state.status !== deps.lib.VoiceConnectionStatus.Destroyed) entry.connection.destroy();
}

const isReady = ({ deps }: Driver, entry: VoiceEntry) =>
  entry.connection.state.status === deps.lib.VoiceConnectionStatus.Ready;

function playerOf({ deps }: Driver, key: string): AudioPlayer {
  const player = deps.playerOf(key);
  if (!player) throw new Error(`too many stations in voice for ${key}`);
  return player;
}

/**
 * Decides what an event means for a connection (`connection-step.ts`), keeps the result and acts on it.
 * Resolves once the work a join waits for is done.
 */
export function step(
  driver: Driver,
  entry: VoiceEntry,
  event: ConnectionEvent,
  player: AudioPlayer | null = null,
): Promise<void> {
  const { channelId, home, station, followsServer, attempts } = entry;
  const next = stepConnection({ channelId, home, station, followsServer, attempts }, event);
  Object.assign(entry, next.state);
  let work = Promise.resolve();
  for (const effect of next.effects) {
    const { deps } = driver;
    if (effect.kind === "set-up-display")
      entry.readyWork = deps
        .setUpDisplay(entry)
        .catch((error: unknown) =>
          deps.log.warn("voice: stage or status setup failed", { error: String(error) }),
        );
    else if (effect.kind === "rejoin-after") rejoinLater(driver, entry, effect.ms);
    else if (effect.kind === "await-reconnect") void awaitReconnect(driver, entry);
    else if (effect.kind === "forget") forget(driver, entry);
    else if (effect.kind === "join-again-after")
      deps.timers.setTimeout(
        () =>
          void connect(driver, entry.guildId, entry.channelId, true, tuningOf(entry)).catch(() => undefined),
        effect.ms,
      );
    else if (effect.kind === "acquire") {
      const acquired = playerOf(driver, effect.key);
      void step(
        driver,
        entry,
        { kind: "acquired", key: effect.key, ready: isReady(driver, entry) },
        acquired,
      );
    } else if (effect.kind === "subscribe")
      entry.connection.subscribe(player ?? playerOf(driver, entry.station));
    else if (effect.kind === "await-arrival")
      work = botArrives(deps.client, deps.timers, entry.guildId, entry.channelId, READY_TIMEOUT_MS).then(() =>
        step(driver, entry, { kind: "ready" }),
      );
    else if (effect.kind === "go-home") goHome(driver, entry, effect.home);
    else deps.evaluate();
  }
  return work;
}

function goHome(driver: Driver, entry: VoiceEntry, home: VoiceHome): void {
  const tuning = { key: home.station, followsServer: home.followsServer };
  void connect(driver, entry.guildId, home.channelId, true, tuning).catch((error: unknown) =>
    driver.deps.log.warn("voice: could not go back to the home channel", { error: String(error) }),
  );
}

function rejoinLater(driver: Driver, entry: VoiceEntry, ms: number): void {
  const { deps } = driver;
  if (entry.timer) deps.timers.clearTimeout(entry.timer);
  entry.timer = deps.timers.setTimeout(() => {
    entry.timer = null;
    if (driver.closed || deps.entries.get(entry.guildId) !== entry) return;
    deps.log.info(`voice: rejoining the home channel ${entry.channelId}`);
    if (!entry.connection.rejoin({ channelId: entry.channelId, selfDeaf: true, selfMute: false })) {
      forget(driver, entry);
      void connect(driver, entry.guildId, entry.channelId, true, tuningOf(entry)).catch(() => undefined);
    }
  }, ms);
}

/** Moved to another channel: the library reconnects by itself within a moment. Otherwise the bot was removed. */
async function awaitReconnect(driver: Driver, entry: VoiceEntry): Promise<void> {
  const { deps } = driver;
  const { lib } = deps;
  try {
    await Promise.race([
      lib.entersState(entry.connection, lib.VoiceConnectionStatus.Signalling, 5_000),
      lib.entersState(entry.connection, lib.VoiceConnectionStatus.Connecting, 5_000),
    ]);
  } catch {
    if (deps.entries.get(entry.guildId) === entry) forget(driver, entry);
    deps.evaluate();
  }
}

/** A new connection's entry, subscribed to its player and following its connection's states. */
function newEntry(
  driver: Driver,
  connection: VoiceConnection,
  created: VoiceEntry,
  player: AudioPlayer,
): VoiceEntry {
  const { deps } = driver;
  const status = deps.lib.VoiceConnectionStatus;
  connection.subscribe(player);
  connection.on("stateChange", (before, after) => {
    if (deps.entries.get(created.guildId) !== created) return;
    if (after.status === status.Disconnected) void step(driver, created, { kind: "disconnected" });
    if (after.status === status.Destroyed)
      void step(driver, created, { kind: "destroyed", closed: driver.closed });
    if (after.status === status.Ready && before.status !== after.status)
      void step(driver, created, { kind: "ready" });
  });
  connection.on("error", (error) => deps.log.warn("voice connection error", { error: error.message }));
  return created;
}

/**
 * Joins (or moves to) a channel playing a station, and waits until the connection is ready; a connection already
 * there changes station without a rejoin.
 */
export async function connect(
  driver: Driver,
  guildId: string,
  channelId: string,
  home: boolean,
  station: Tuning,
): Promise<VoiceEntry> {
  const { deps } = driver;
  const guild = deps.client.guilds.cache.get(guildId);
  if (!guild) throw new Error(`the bot is not in server ${guildId}`);
  const player = playerOf(driver, station.key);
  const existing = deps.entries.get(guildId);
  const connection = deps.lib.joinVoiceChannel({
    guildId,
    channelId,
    adapterCreator: guild.voiceAdapterCreator,
    selfDeaf: true,
    selfMute: false,
  });
  const kept = existing?.connection === connection;
  if (existing && !kept) forget(driver, existing);
  const entry =
    existing && kept
      ? existing
      : newEntry(
          driver,
          connection,
          {
            guildId,
            channelId,
            home,
            station: station.key,
            followsServer: station.followsServer,
            connection,
            emptySince: null,
            attempts: 0,
            timer: null,
            display: null,
            requestedToSpeak: false,
            readyWork: Promise.resolve(),
          },
          player,
        );
  const before = existing ? { channelId: existing.channelId, home: existing.home } : null;
  const ready = isReady(driver, entry);
  deps.entries.set(guildId, entry);
  await step(driver, entry, { kind: "join", channelId, home, tuning: station, before, kept, ready }, player);
  await deps.lib.entersState(connection, deps.lib.VoiceConnectionStatus.Ready, READY_TIMEOUT_MS);
  await entry.readyWork;
  return entry;
}
