// The types of scripts/bundle.mjs, for the TypeScript that imports it (the compiler does not read scripts).

/** The entry point bundled, relative to the project root. */
export declare const BUNDLE_ENTRY: string;
/** The bundle and its source map, relative to dist/. */
export declare const BUNDLE_OUTPUTS: readonly string[];
/** Makes dist/src/index.js and its source map from the sources under `root`, handing each to `write`. */
export declare function writeBundle(
  root: string,
  write: (path: string, text: string) => Promise<void>,
): Promise<void>;
