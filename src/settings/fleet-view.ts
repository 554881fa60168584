import type { Logger } from "../log.js";
import { createFleetCopy } from "./fleet-copy.js";
import { type FleetShareOptions, shareOfFleet, wholeFleet } from "./fleet-holding.js";
import type { FleetChange, FleetServerChange, FleetSnapshot, FleetSource, FleetView } from "./fleet.js";
import { storedSettingsCleaner } from "./stored-settings-cleaner.js";

/** A revision is asked at most this often, however many stations run: one query a second for the whole process. */
const CHECK_EVERY_MS = 1_000;

/** What the view is built from. */
export interface FleetViewOptions {
  readonly source: FleetSource;
  readonly log: Logger;
  readonly now?: () => number;
  /**
   * A shard process's shards: the copy then holds only its share (its servers, and the followers of the stations
   * it reads, see `holdFollowersOf`). Absent or null: every server.
   */
  readonly share?: FleetShareOptions | null;
}

/** Creates this process's {@link FleetView}; call `load()` before reading it. */
export function createFleetView(options: FleetViewOptions): FleetView {
  const { source, log } = options;
  const now = options.now ?? Date.now;
  const copy = createFleetCopy();
  const holding = options.share ? shareOfFleet(source, options.share) : wholeFleet(source);
  let revision = -1;
  const listeners: ((change: FleetChange) => void)[] = [];
  const clean = storedSettingsCleaner(log);
  const cleaned = (server: FleetServerChange): FleetServerChange =>
    server.settings ? { ...server, settings: clean(server.guildId, server.settings) } : server;
  // Writes and reads of the store take turns, so the store sees this process's writes in the order they were made.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(job: () => Promise<T>): Promise<T> => {
    const result = turn.then(job);
    turn = result.catch(() => undefined);
    return result;
  };
  const changed = (guildIds: readonly string[] | null) => {
    for (const listener of listeners) listener({ guildIds });
  };
  // Writes of this process the store has not confirmed yet: in the copy from the start, kept through reads that
  // began before they reached the store.
  const unsaved = new Set<() => void>();
  const replace = (snapshot: FleetSnapshot) => {
    revision = snapshot.revision;
    copy.replace({
      guilds: snapshot.guilds,
      settings: new Map([...snapshot.settings].map(([id, saved]) => [id, clean(id, saved)])),
    });
    for (const apply of unsaved) apply();
    changed(null);
  };
  /** Takes in servers as they are now: those the copy keeps, and drops those it held and keeps no longer. */
  const takeInServers = (servers: readonly FleetServerChange[]) => {
    const touched: string[] = [];
    for (const server of servers) {
      if (holding.keeps(server)) copy.apply(cleaned(server));
      else if (copy.guild(server.guildId) || copy.settings(server.guildId)) copy.drop(server.guildId);
      else continue;
      touched.push(server.guildId);
    }
    return touched;
  };
  /** What changed since the copy's revision, server by server; the whole fleet when the store no longer knows. */
  const takeIn = async () => {
    const changes = await source.changesSince(revision);
    if (changes.kind === "reload") return replace(await holding.read());
    revision = changes.revision;
    const touched = takeInServers(changes.servers);
    if (touched.length === 0) return;
    for (const apply of unsaved) apply();
    changed(touched);
  };
  // Stations no longer read here, gathered so that a round giving back many looks over the copy once.
  const unfollowing = new Set<string>();
  const unfollow = () => {
    if (unfollowing.size === 0) return;
    holding.unfollow([...unfollowing]);
    unfollowing.clear();
    const dropped = copy.ids().filter((guildId) => {
      const server = {
        guildId,
        guild: copy.guild(guildId) ?? null,
        settings: copy.settings(guildId) ?? null,
      };
      return !holding.keeps(server);
    });
    for (const guildId of dropped) copy.drop(guildId);
    if (dropped.length > 0) changed(dropped);
  };
  /**
   * Applies a write to the copy at once and sends it to the store. It leaves `revision` as it was, so the next
   * check takes the write back in with whatever other processes wrote meanwhile. A refused write is undone here,
   * and the next check reads what the store holds.
   */
  const write = (
    guildIds: readonly string[],
    store: () => Promise<void>,
    apply: () => void,
    undo: () => void,
  ): Promise<void> => {
    apply();
    unsaved.add(apply);
    changed(guildIds);
    return inTurn(store).then(
      () => {
        unsaved.delete(apply);
      },
      (error: unknown) => {
        unsaved.delete(apply);
        undo();
        revision = -1;
        changed(guildIds);
        throw error;
      },
    );
  };
  const failed = (what: string) => (error: unknown) =>
    log.warn(`fleet: could not ${what} settings changed elsewhere; using the copy as it is`, {
      error: error instanceof Error ? error.message : String(error),
    });

  let checking: Promise<void> | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  const check = async () => {
    if ((await source.revision()) !== revision) await takeIn();
  };
  let catching: Promise<void> | null = null;
  let again = false;
  const catchUp = async () => {
    do {
      again = false;
      await inTurn(takeIn).catch(failed("take in"));
    } while (again);
  };

  return {
    guildSettings: (guildId) => copy.settings(guildId) ?? null,
    saveGuildSettings: (guildId, next) => {
      const before = copy.settings(guildId);
      return write(
        [guildId],
        () => source.saveGuildSettings(guildId, next),
        () => copy.setSettings(guildId, next),
        () => {
          if (copy.settings(guildId) === next) copy.setSettings(guildId, before ?? null);
        },
      );
    },
    voiceHomes: () =>
      [...copy.allSettings()]
        .flatMap(([guildId, s]) => (s.voiceChannelId ? [{ guildId, channelId: s.voiceChannelId }] : []))
        .sort((a, b) => (a.guildId < b.guildId ? -1 : a.guildId > b.guildId ? 1 : 0)),
    guilds: () => copy.guilds(),
    guild: (guildId) => copy.guild(guildId),
    guildOfEnvChannel: (channelId) => copy.envGuildOf(channelId),
    load: () => inTurn(async () => replace(await holding.read())),
    holdFollowersOf: (keys) =>
      inTurn(async () => {
        // Read after anything the copy took in (the store is read in turns), so never older than the copy.
        const touched = takeInServers(await holding.follow(keys));
        if (touched.length === 0) return;
        for (const apply of unsaved) apply();
        changed(touched);
      }),
    letGoFollowersOf: (keys) => {
      for (const key of keys) unfollowing.add(key);
      return inTurn(async () => unfollow());
    },
    held: () => copy.size(),
    refresh: () => {
      if (checking) return checking;
      if (now() - checkedAt < CHECK_EVERY_MS) return Promise.resolve();
      checkedAt = now();
      checking = inTurn(check)
        .catch(failed("check for"))
        .finally(() => {
          checking = null;
        });
      return checking;
    },
    catchUp: (seen) => {
      if (seen !== undefined && seen <= revision) return catching ?? Promise.resolve();
      if (catching) {
        again = true;
        return catching;
      }
      catching = catchUp().finally(() => {
        catching = null;
      });
      return catching;
    },
    publishGuilds: (shardIds, published) => {
      const before = copy.saveGuilds();
      const shards = new Set(shardIds);
      const ids = new Set(published.map((g) => g.guildId));
      const gone = copy.guilds().filter((g) => shards.has(g.shardId) && !ids.has(g.guildId));
      return write(
        [...ids, ...gone.map((g) => g.guildId)],
        () => source.publishGuilds(shardIds, published),
        () => {
          for (const g of copy.guilds()) if (shards.has(g.shardId)) copy.dropGuild(g.guildId);
          for (const g of published) copy.setGuild(g);
        },
        () => copy.restoreGuilds(before),
      );
    },
    joinGuild: (guild) => {
      const before = copy.guild(guild.guildId);
      return write(
        [guild.guildId],
        () => source.joinGuild(guild),
        () => copy.setGuild(guild),
        () => {
          if (copy.guild(guild.guildId) !== guild) return;
          if (before) copy.setGuild(before);
          else copy.dropGuild(guild.guildId);
        },
      );
    },
    leaveGuild: (guildId) => {
      const before = copy.guild(guildId);
      return write(
        [guildId],
        () => source.leaveGuild(guildId),
        () => copy.dropGuild(guildId),
        () => {
          if (before && !copy.guild(guildId)) copy.setGuild(before);
        },
      );
    },
    revision: () => revision,
    onChange: (listener) => {
      listeners.push(listener);
    },
  };
}
