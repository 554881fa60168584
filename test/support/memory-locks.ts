import type { ReaderLocks } from "../../src/store/reader-locks.js";

/** A lock table shared by several "processes" in one test: PostgreSQL's advisory locks, in memory. */
export interface MemoryLockTable {
  /** Opens one process's lock session. */
  open(): Promise<ReaderLocks & { kill(): void }>;
  /** Which session (by opening order, from 0) holds a name, or null. */
  holder(name: string): number | null;
}

/** Creates a lock table; a session's `kill()` ends it as a dead process's connection would (`lost` settles). */
export function memoryLockTable(): MemoryLockTable {
  const holders = new Map<string, number>();
  const live = new Set<number>();
  let next = 0;
  return {
    holder: (name) => holders.get(name) ?? null,
    async open() {
      const id = next++;
      live.add(id);
      let settle: (reason: Error | null) => void = () => {};
      const lost = new Promise<Error | null>((resolve) => (settle = resolve));
      const end = (reason: Error | null) => {
        if (!live.delete(id)) return;
        for (const [name, holder] of holders) if (holder === id) holders.delete(name);
        settle(reason);
      };
      const take = async (name: string) => {
        if (!live.has(id)) throw new Error("the lock session has ended");
        const holder = holders.get(name);
        if (holder !== undefined && holder !== id) return false;
        holders.set(name, id);
        return true;
      };
      return {
        tryAcquire: take,
        tryAcquireMany: async (names, max) => {
          const taken: string[] = [];
          for (const name of names) {
            if (taken.length >= max) break;
            if (await take(name)) taken.push(name);
          }
          return taken;
        },
        acquire: take,
        release: async (name) => {
          if (holders.get(name) === id) holders.delete(name);
        },
        held: () => [...holders].filter(([, holder]) => holder === id).map(([name]) => name),
        lost,
        sessions: async () => live.size,
        readersOf: async (groups) =>
          new Map(
            [...groups].map(([group, names]) => {
              const readers = new Set(names.map((name) => holders.get(name)).filter((h) => h !== undefined));
              return [group, readers.size] as const;
            }),
          ),
        close: async () => end(null),
        kill: () => end(new Error("connection terminated")),
      };
    },
  };
}
