import type { AnnounceTarget } from "../settings/announce-targets.js";
import type { FleetChange } from "../settings/fleet.js";
import type { TargetIndex } from "./station-targets.js";

/** Where the targets come from, server by server. */
export interface TargetSource {
  /** Every server of the fleet. */
  guilds(): readonly string[];
  /** One server's channels to announce in ([] for a server not in the fleet any more). */
  targetsOfGuild(guildId: string): readonly AnnounceTarget[];
  /** The `.env` channels placed in no server of the fleet (a handful at most). */
  unplaced(): readonly AnnounceTarget[];
  /** The server each `.env` channel is placed in now (null: none), in the configuration's order. */
  placement(): readonly (string | null)[];
}

/** A target index that takes in a change server by server. */
export interface IncrementalTargetIndex extends TargetIndex {
  /** The changed servers' targets worked out again (the others kept); `guildIds` null: everything, when next asked. */
  update(change: FleetChange): void;
}

/** The owner of the unplaced `.env` channels' targets, beside the servers' ids (never a snowflake). */
const UNPLACED = "env";

/**
 * Indexes the targets by station, per server: a `/setup` costs the work of its server, not of the fleet. The
 * `.env` channels' placement is looked at on every read (a few channels): a channel placed late by the gateway's
 * cache, with no change of the fleet, moves at once, so no periodic full rebuild is needed. With `only` (a bot with
 * one station), every target is that station's.
 */
export function createIncrementalTargetIndex(
  source: TargetSource,
  only: string | null,
): IncrementalTargetIndex {
  const table = createTargetTable();
  const { set } = table;
  let built = false;
  let placed: readonly (string | null)[] = [];

  const build = () => {
    table.clear();
    placed = source.placement();
    for (const guildId of source.guilds()) set(guildId, source.targetsOfGuild(guildId));
    set(UNPLACED, source.unplaced());
    built = true;
  };
  /** The servers whose `.env` channels moved since the last look, worked out again with the unplaced ones. */
  const follow = (force = false) => {
    const now = source.placement();
    const moved = movedGuilds(placed, now);
    if (!force && moved.size === 0 && now.length === placed.length) return;
    placed = now;
    for (const guildId of moved) set(guildId, source.targetsOfGuild(guildId));
    set(UNPLACED, source.unplaced());
  };
  const ready = () => {
    if (built) follow();
    else build();
  };

  return {
    targetsOf(stationKey) {
      ready();
      if (only !== null) return stationKey === only ? table.all() : [];
      return table.of(stationKey);
    },
    invalidate() {
      built = false;
    },
    update({ guildIds }) {
      if (guildIds === null || !built) {
        built = false;
        return;
      }
      for (const guildId of new Set(guildIds)) set(guildId, source.targetsOfGuild(guildId));
      // A server joined or left moves `.env` channels, from or to other servers and the unplaced ones.
      follow(true);
    },
  };
}

/** The servers an `.env` channel moved from or to between two placements. Pure. */
export function movedGuilds(
  before: readonly (string | null)[],
  now: readonly (string | null)[],
): Set<string> {
  const moved = new Set<string>();
  now.forEach((guildId, i) => {
    const was = before[i] ?? null;
    if (guildId === was) return;
    if (guildId !== null) moved.add(guildId);
    if (was !== null) moved.add(was);
  });
  return moved;
}

/** The targets per owner (a server, or UNPLACED) and per station, each station's flattened when first asked for. */
function createTargetTable() {
  const byOwner = new Map<string, readonly AnnounceTarget[]>();
  const byStation = new Map<string, Map<string, AnnounceTarget[]>>();
  const flat = new Map<string, readonly AnnounceTarget[]>();
  let all: readonly AnnounceTarget[] | null = null;
  return {
    set: (owner: string, targets: readonly AnnounceTarget[]) => {
      for (const key of stationsOf(byOwner.get(owner) ?? [])) {
        byStation.get(key)?.delete(owner);
        flat.delete(key);
      }
      if (targets.length > 0) byOwner.set(owner, targets);
      else byOwner.delete(owner);
      for (const target of targets) {
        for (const key of target.stations ?? []) {
          const owners = byStation.get(key) ?? new Map<string, AnnounceTarget[]>();
          byStation.set(key, owners);
          const list = owners.get(owner) ?? [];
          list.push(target);
          owners.set(owner, list);
          flat.delete(key);
        }
      }
      all = null;
    },
    clear() {
      byOwner.clear();
      byStation.clear();
      flat.clear();
      all = null;
    },
    of(stationKey: string): readonly AnnounceTarget[] {
      const list = flat.get(stationKey) ?? [...(byStation.get(stationKey)?.values() ?? [])].flat();
      flat.set(stationKey, list);
      return list;
    },
    all: (): readonly AnnounceTarget[] => (all ??= [...byOwner.values()].flat()),
  };
}

function stationsOf(targets: readonly AnnounceTarget[]): Set<string> {
  return new Set(targets.flatMap((target) => target.stations ?? []));
}
