import type { Logger } from "../log.js";
import { checkTemplate } from "../templates/check-template.js";
import type { FleetGuild, FleetSnapshot, FleetSource, FleetView } from "./fleet.js";
import type { GuildSettings } from "./guild-settings.js";
import { cleanMessageSettings } from "./stored-message-settings.js";

/** A revision is asked at most this often, however many stations run: one query a second for the whole process. */
const CHECK_EVERY_MS = 1_000;

/** What the view is built from. */
export interface FleetViewOptions {
  readonly source: FleetSource;
  readonly log: Logger;
  readonly now?: () => number;
}

/** Creates this process's {@link FleetView}; call `load()` before reading it. */
export function createFleetView(options: FleetViewOptions): FleetView {
  const { source, log } = options;
  const now = options.now ?? Date.now;
  let revision = -1;
  let guilds = new Map<string, FleetGuild>();
  let settings = new Map<string, GuildSettings>();
  let envGuild: Map<string, string> | null = null;
  const listeners: (() => void)[] = [];
  // A stored template the bot cannot use is reported once, not at every reload of the copy.
  const reported = new Set<string>();
  const reportOnce: Logger = {
    ...log,
    warn: (message, fields) => {
      const key = `${message} ${JSON.stringify(fields ?? {})}`;
      if (reported.has(key)) return;
      reported.add(key);
      log.warn(message, fields);
    },
  };
  // Writes and reloads take turns, so the store sees this process's writes in the order they were made.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(job: () => Promise<T>): Promise<T> => {
    const result = turn.then(job);
    turn = result.catch(() => undefined);
    return result;
  };
  const changed = () => {
    envGuild = null;
    for (const listener of listeners) listener();
  };
  const replace = (snapshot: FleetSnapshot) => {
    revision = snapshot.revision;
    guilds = new Map(snapshot.guilds.map((g) => [g.guildId, g]));
    // Stored text is untrusted too: a template or style the bot cannot use is dropped here, with a log line.
    settings = new Map(
      [...snapshot.settings].map(([id, saved]) => [
        id,
        cleanMessageSettings(id, saved, usableTemplate, reportOnce),
      ]),
    );
    // A snapshot read before this process's writes reached the store must not hide them.
    for (const apply of unsaved) apply();
    changed();
  };
  // Writes of this process the store has not confirmed yet: in the copy from the start, kept through reloads.
  const unsaved = new Set<() => void>();
  /**
   * Applies a write to the copy at once and sends it to the store. It leaves `revision` as it was, so the next
   * check reloads, taking in whatever other processes wrote meanwhile. A refused write is undone here, and the
   * next check reloads what the store holds.
   */
  const write = (store: () => Promise<void>, apply: () => void, undo: () => void): Promise<void> => {
    apply();
    unsaved.add(apply);
    changed();
    return inTurn(store).then(
      () => {
        unsaved.delete(apply);
      },
      (error: unknown) => {
        unsaved.delete(apply);
        undo();
        revision = -1;
        changed();
        throw error;
      },
    );
  };

  let checking: Promise<void> | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  const check = async () => {
    const latest = await source.revision();
    if (latest !== revision) replace(await source.fleet());
  };

  return {
    guildSettings: (guildId) => settings.get(guildId) ?? null,
    saveGuildSettings: (guildId, next) => {
      const before = settings.get(guildId);
      return write(
        () => source.saveGuildSettings(guildId, next),
        () => settings.set(guildId, next),
        () => restore(settings, guildId, next, before),
      );
    },
    voiceHomes: () =>
      [...settings.entries()]
        .flatMap(([guildId, s]) => (s.voiceChannelId ? [{ guildId, channelId: s.voiceChannelId }] : []))
        .sort((a, b) => (a.guildId < b.guildId ? -1 : a.guildId > b.guildId ? 1 : 0)),
    guilds: () => [...guilds.values()],
    guildOfEnvChannel: (channelId) => {
      envGuild ??= new Map(
        [...guilds.values()].flatMap((g) => g.envChannels.map((c) => [c, g.guildId] as const)),
      );
      return envGuild.get(channelId) ?? null;
    },
    load: () => inTurn(async () => replace(await source.fleet())),
    refresh: () => {
      if (checking) return checking;
      if (now() - checkedAt < CHECK_EVERY_MS) return Promise.resolve();
      checkedAt = now();
      checking = inTurn(check)
        .catch((error: unknown) =>
          log.warn("fleet: could not check for settings changed elsewhere; using the copy as it is", {
            error: error instanceof Error ? error.message : String(error),
          }),
        )
        .finally(() => {
          checking = null;
        });
      return checking;
    },
    publishGuilds: (shardIds, published) => {
      const before = guilds;
      return write(
        () => source.publishGuilds(shardIds, published),
        () => {
          const shards = new Set(shardIds);
          guilds = new Map([...guilds].filter(([, g]) => !shards.has(g.shardId)));
          for (const g of published) guilds.set(g.guildId, g);
        },
        () => {
          guilds = before;
        },
      );
    },
    joinGuild: (guild) => {
      const before = guilds.get(guild.guildId);
      return write(
        () => source.joinGuild(guild),
        () => guilds.set(guild.guildId, guild),
        () => restore(guilds, guild.guildId, guild, before),
      );
    },
    leaveGuild: (guildId) => {
      const before = guilds.get(guildId);
      return write(
        () => source.leaveGuild(guildId),
        () => guilds.delete(guildId),
        () => restore(guilds, guildId, undefined, before),
      );
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
  };
}

/** A stored template's text as the renderer may use it, or null (checked again as `/setup message` checks it). */
function usableTemplate(text: string): string | null {
  const checked = checkTemplate(text);
  return checked.ok ? checked.text : null;
}

/** Puts back what a key held before a refused write, unless something else was written there since. */
function restore<V>(map: Map<string, V>, key: string, written: V | undefined, before: V | undefined): void {
  if (map.get(key) !== written) return;
  if (before === undefined) map.delete(key);
  else map.set(key, before);
}
