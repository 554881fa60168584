import type { AsyncBotStore } from "./async-store.js";
import type { BotStore } from "./store.js";

/**
 * Serves the asynchronous store interface from a synchronous one (the SQLite store), so callers can move to
 * `AsyncBotStore` while the bot keeps its SQLite file. Every method is async, so an error SQLite throws comes back
 * as a rejected Promise, as it would from PostgreSQL.
 *
 * Claims are exclusive within this adapter only: SQLite serves one process, so a second claim on a key while one
 * is working through it is the only contention there is. Several processes need PostgreSQL.
 */
export function asyncStore(store: BotStore): AsyncBotStore {
  const claimed = new Set<string>();
  return {
    loadState: async (key) => store.loadState(key),
    commit: async (key, state, deliveries, now) => store.commit(key, state, deliveries, now),
    commitStep: async (keys, step, now) => store.commitStep(keys, step, now),
    pending: async (key) => store.pending(key),
    done: async (id) => store.done(id),
    claim: async (key, deliver) => {
      if (claimed.has(key)) return null;
      claimed.add(key);
      try {
        const deliveries = store.pending(key);
        if (deliveries.length === 0) return 0;
        await deliver(deliveries, async (id) => store.done(id));
        return deliveries.length;
      } finally {
        claimed.delete(key);
      }
    },
    trackMessage: async (key, channelId) => store.trackMessage(key, channelId),
    setTrackMessage: async (key, channelId, messageId) => store.setTrackMessage(key, channelId, messageId),
    lastRequest: async (userId) => store.lastRequest(userId),
    recordRequest: async (userId, at) => store.recordRequest(userId, at),
    addFollow: async (follow, maxPerUser) => store.addFollow(follow, maxPerUser),
    removeFollow: async (guildId, userId, station, dj) => store.removeFollow(guildId, userId, station, dj),
    followsOf: async (guildId, userId) => store.followsOf(guildId, userId),
    djFollowersOf: async (station, dj) => store.djFollowersOf(station, dj),
    remindedFollowsOf: async (station) => store.remindedFollowsOf(station),
    followedStations: async () => store.followedStations(),
    forgetUser: async (userId) => store.forgetUser(userId),
    dropFollowsInGuild: async (guildId, userId) => store.dropFollowsInGuild(guildId, userId),
    markDirectMessagesClosed: async (userId, at) => store.markDirectMessagesClosed(userId, at),
    directMessagesClosed: async (userId) => store.directMessagesClosed(userId),
    clearDirectMessagesClosed: async (userId) => store.clearDirectMessagesClosed(userId),
    syncedEvents: async (guildId) => store.syncedEvents(guildId),
    saveEvent: async (guildId, event) => store.saveEvent(guildId, event),
    forgetEvent: async (guildId, discordId) => store.forgetEvent(guildId, discordId),
    guildSettings: async (guildId) => store.guildSettings(guildId),
    saveGuildSettings: async (guildId, settings, base) => store.saveGuildSettings(guildId, settings, base),
    voiceHomes: async () => store.voiceHomes(),
    revision: async () => store.revision(),
    fleet: async () => store.fleet(),
    changesSince: async (revision) => store.changesSince(revision),
    fleetShare: async (share) => store.fleetShare(share),
    followersOf: async (query) => store.followersOf(query),
    publishGuilds: async (shardIds, guilds) => store.publishGuilds(shardIds, guilds, Date.now()),
    joinGuild: async (guild) => store.joinGuild(guild, Date.now()),
    leaveGuild: async (guildId) => store.leaveGuild(guildId),
    outboxDepth: async () => store.outboxDepth(),
    checkWritable: async () => store.checkWritable(),
    openReaderLocks: async () => null,
    // One process per file: its own writes are all there is to hear of at once; `refresh` finds the rest.
    watchFleet: async () => null,
    ...(store.stats ? { stats: store.stats } : {}),
    close: async () => store.close(),
  };
}
