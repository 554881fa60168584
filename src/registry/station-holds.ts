/**
 * Who holds each station open in this process (its reader, its servers, the first station's status line): a known
 * station is open while someone holds it, and closed when the last lets go.
 */
export interface StationHolds {
  add(key: string, holder: string): void;
  remove(key: string, holder: string): void;
  /** Sets what `holder` holds to exactly `keys`. */
  setOnly(holder: string, keys: Iterable<string>): void;
  /** Whether anyone holds `key`. */
  held(key: string): boolean;
  /** Forgets every hold on `key` (the station was closed). */
  drop(key: string): void;
}

/** Creates the holds: per station, the set of its holders. */
export function createStationHolds(): StationHolds {
  const byKey = new Map<string, Set<string>>();
  const remove = (key: string, holder: string) => {
    const holders = byKey.get(key);
    if (!holders) return;
    holders.delete(holder);
    if (holders.size === 0) byKey.delete(key);
  };
  const add = (key: string, holder: string) => {
    const holders = byKey.get(key) ?? new Set<string>();
    holders.add(holder);
    byKey.set(key, holders);
  };
  return {
    add,
    remove,
    setOnly(holder, keys) {
      const wanted = new Set(keys);
      for (const [key, holders] of [...byKey])
        if (holders.has(holder) && !wanted.has(key)) remove(key, holder);
      for (const key of wanted) add(key, holder);
    },
    held: (key) => byKey.has(key),
    drop: (key) => void byKey.delete(key),
  };
}
