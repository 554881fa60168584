/** A station's sound in the process: its pipeline, and what plays it. */
export interface Feed {
  readonly pipeline: {
    start(): void;
    stop(): Promise<void>;
  };
  /** Stops the pipeline and whatever plays its packets: nothing of the station runs afterwards. */
  close(): Promise<void>;
}

/** The stations being heard in this process: one feed (one pipeline) each, made on first use, up to a limit. */
export interface StationFeeds<F extends Feed> {
  /** The station's feed, made now if it has none; null when `maxStations` feeds exist already. */
  acquire(key: string): F | null;
  /** Whether a station could be acquired now (it has a feed, or there is room for one). */
  hasRoomFor(key: string): boolean;
  get(key: string): F | undefined;
  /** Starts a station's pipeline (no-op without a feed, or while it runs). */
  start(key: string): void;
  /** Stops a station's pipeline; the feed stays, ready to start again. */
  stop(key: string): Promise<void>;
  /** Whether a station's pipeline runs. */
  isRunning(key: string): boolean;
  /** Stops a station's feed and forgets it: a station nobody hears costs nothing. */
  release(key: string): Promise<void>;
  keys(): string[];
  /** How many feeds exist (each at most one pipeline). */
  readonly size: number;
  /** How many pipelines run now. */
  running(): number;
  readonly maxStations: number;
  /** Releases every feed. */
  close(): Promise<void>;
}

/** Creates the set of station feeds; `create` makes one (nothing may run before its pipeline is started). */
export function createStationFeeds<F extends Feed>(options: {
  readonly maxStations: number;
  readonly create: (key: string) => F;
}): StationFeeds<F> {
  const feeds = new Map<string, F>();
  const running = new Set<string>();
  const feedsOf: StationFeeds<F> = {
    acquire(key) {
      const existing = feeds.get(key);
      if (existing) return existing;
      if (feeds.size >= options.maxStations) return null;
      const feed = options.create(key);
      feeds.set(key, feed);
      return feed;
    },
    hasRoomFor: (key) => feeds.has(key) || feeds.size < options.maxStations,
    get: (key) => feeds.get(key),
    start(key) {
      const feed = feeds.get(key);
      if (!feed || running.has(key)) return;
      running.add(key);
      feed.pipeline.start();
    },
    async stop(key) {
      const feed = feeds.get(key);
      if (!feed || !running.delete(key)) return;
      await feed.pipeline.stop();
    },
    isRunning: (key) => running.has(key),
    async release(key) {
      const feed = feeds.get(key);
      if (!feed) return;
      feeds.delete(key);
      running.delete(key);
      await feed.close();
    },
    keys: () => [...feeds.keys()],
    get size() {
      return feeds.size;
    },
    running: () => running.size,
    maxStations: options.maxStations,
    async close() {
      await Promise.all([...feeds.keys()].map((key) => feedsOf.release(key)));
    },
  };
  return feedsOf;
}
