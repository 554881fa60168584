import type { FleetCopy } from "./fleet-copy.js";
import type { FleetHolding } from "./fleet-holding.js";
import type { FleetServerChange, FleetSnapshot, FleetSource } from "./fleet.js";
import type { GuildSettings } from "./guild-settings.js";

/** What the fleet view's intake reads from and writes to. */
export interface FleetIntakeDeps {
  readonly source: Pick<FleetSource, "changesSince">;
  readonly holding: FleetHolding;
  readonly copy: FleetCopy;
  /** Stored settings made safe to use (see `storedSettingsCleaner`). */
  readonly clean: (guildId: string, saved: GuildSettings) => GuildSettings;
  /** Writes of this process the store has not confirmed yet: applied again over whatever is taken in. */
  readonly unsaved: ReadonlySet<() => void>;
  /** Tells the view's listeners (null: everything may have changed). */
  readonly changed: (guildIds: readonly string[] | null) => void;
  /** The revision the copy holds, and the one it now holds after taking in. */
  readonly revision: () => number;
  readonly tookIn: (revision: number) => void;
}

/** How the fleet view takes in what the store holds; each is run in the store's turn by the view. */
export interface FleetIntake {
  /** The whole copy, replaced by what the store holds. */
  replace(snapshot: FleetSnapshot): void;
  /** What changed since the copy's revision, server by server; the whole fleet when the store no longer knows. */
  takeIn(): Promise<void>;
  /** Stations read here from now on: their followers, taken in. */
  follow(keys: readonly string[]): Promise<void>;
  /** Stations no longer read here, gathered until the next `unfollow`. */
  letGo(keys: readonly string[]): void;
  /** Drops the servers that only the gathered stations kept. */
  unfollow(): void;
}

/** The fleet view's intake over a copy (see `createFleetView`). */
export function createFleetIntake(deps: FleetIntakeDeps): FleetIntake {
  const { source, holding, copy, clean, unsaved, changed } = deps;
  const cleaned = (server: FleetServerChange): FleetServerChange =>
    server.settings ? { ...server, settings: clean(server.guildId, server.settings) } : server;
  /** Takes in servers as they are now: those the copy keeps, and drops those it held and keeps no longer. */
  const takeInServers = (servers: readonly FleetServerChange[]) => {
    const touched: string[] = [];
    for (const server of servers) {
      if (holding.keeps(server)) copy.apply(cleaned(server));
      else if (copy.guild(server.guildId) || copy.settings(server.guildId)) copy.drop(server.guildId);
      else continue;
      touched.push(server.guildId);
    }
    if (touched.length === 0) return;
    for (const apply of unsaved) apply();
    changed(touched);
  };
  const replace = (snapshot: FleetSnapshot) => {
    deps.tookIn(snapshot.revision);
    copy.replace({
      guilds: snapshot.guilds,
      settings: new Map([...snapshot.settings].map(([id, saved]) => [id, clean(id, saved)])),
    });
    for (const apply of unsaved) apply();
    changed(null);
  };
  // Stations no longer read here, gathered so that a round giving back many looks over the copy once.
  const unfollowing = new Set<string>();
  return {
    replace,
    takeIn: async () => {
      const changes = await source.changesSince(deps.revision());
      if (changes.kind === "reload") return replace(await holding.read());
      deps.tookIn(changes.revision);
      takeInServers(changes.servers);
    },
    // Read after anything the copy took in (the store is read in turns), so never older than the copy.
    follow: async (keys) => takeInServers(await holding.follow(keys)),
    letGo: (keys) => {
      for (const key of keys) unfollowing.add(key);
    },
    unfollow: () => {
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
    },
  };
}
