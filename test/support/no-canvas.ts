/**
 * Preloaded (`--import`) into a chart process: makes @napi-rs/canvas fail to load, as on a platform that has no
 * prebuilt binary of it.
 */
import Module from "node:module";

// Node's CommonJS resolver is not in its public types; the chart loads the library through `require`.
const loader = Module as unknown as {
  _resolveFilename: (this: unknown, request: string, ...rest: unknown[]) => string;
};
const resolve = loader._resolveFilename;
loader._resolveFilename = function (request, ...rest) {
  if (request === "@napi-rs/canvas") throw new Error("Cannot find module '@napi-rs/canvas' (no binary here)");
  return resolve.call(this, request, ...rest);
};
