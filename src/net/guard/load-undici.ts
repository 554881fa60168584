import { createRequire } from "node:module";
import type * as Undici from "undici";

let loaded: typeof Undici | undefined;

/**
 * undici 7, loaded the first time a guarded agent is made (a public bot's), not at import. discord.js brings
 * undici 6 of its own, so undici 7 is a second copy: loading it costs about 3 MiB of heap and 5 MiB of the
 * process's own memory (measured on Node 20), which a bot that reads only its operator's panels (with the
 * platform's `fetch`) does not pay.
 */
export function loadUndici(): typeof Undici {
  loaded ??= createRequire(import.meta.url)("undici") as typeof Undici;
  return loaded;
}
