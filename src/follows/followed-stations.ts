/** How old the list of followed stations may be: a first follow makes its station read within this. */
export const FOLLOWED_STATIONS_MAX_AGE_MS = 60_000;

/**
 * Which stations anyone follows a DJ of, asked on every read of every station and answered from memory: the list
 * is read again (one query, in the background) when asked after {@link FOLLOWED_STATIONS_MAX_AGE_MS}. Until its
 * first read answers, no station counts as followed; a read that fails keeps the last list.
 */
export function followedStations(
  load: () => Promise<readonly string[]>,
  now: () => number,
  onError: (error: unknown) => void,
): { has(station: string): boolean } {
  let known: ReadonlySet<string> = new Set();
  let readAt = -Infinity;
  let reading = false;
  const refresh = () => {
    reading = true;
    readAt = now();
    load()
      .then((stations) => {
        known = new Set(stations);
      })
      .catch(onError)
      .finally(() => {
        reading = false;
      });
  };
  return {
    has(station) {
      if (!reading && now() - readAt >= FOLLOWED_STATIONS_MAX_AGE_MS) refresh();
      return known.has(station);
    },
  };
}
