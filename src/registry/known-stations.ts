import type { StationSpec } from "./registry-api.js";
import { handleOf } from "./station.js";

/** The operator's stations, known by their spec and opened only while someone holds them (or a command asks). */
export interface KnownStations {
  /** Makes `spec` known under `key` (the first spec given for a key stays); returns the key. */
  add(key: string, spec: StationSpec): string;
  /** A known station's spec, by its key or its handle. */
  specOf(keyOrHandle: string): StationSpec | undefined;
  /** A known station's key, by its key or its handle. */
  keyOf(keyOrHandle: string): string | undefined;
  /** Every known key, in the order they became known. */
  keys(): string[];
}

/** Creates the table of known stations. */
export function createKnownStations(): KnownStations {
  const specs = new Map<string, StationSpec>();
  const byHandle = new Map<string, string>();
  return {
    add(key, spec) {
      if (!specs.has(key)) {
        specs.set(key, spec);
        byHandle.set(handleOf(key), key);
      }
      return key;
    },
    specOf(keyOrHandle) {
      return specs.get(keyOrHandle) ?? specs.get(byHandle.get(keyOrHandle) ?? "");
    },
    keyOf: (keyOrHandle) => (specs.has(keyOrHandle) ? keyOrHandle : byHandle.get(keyOrHandle)),
    keys: () => [...specs.keys()],
  };
}
