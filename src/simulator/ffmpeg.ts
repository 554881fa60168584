import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The ffmpeg the simulated station makes its audio with: `FFMPEG_PATH` when set, else the binary of the optional
 * `@ffmpeg-installer/linux-x64` package (Linux x64 only), else null (the stream addresses then answer 503).
 */
export function simulatorFfmpeg(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.FFMPEG_PATH) return env.FFMPEG_PATH;
  if (process.platform !== "linux" || process.arch !== "x64") return null;
  try {
    const manifest = createRequire(import.meta.url).resolve("@ffmpeg-installer/linux-x64/package.json");
    const binary = join(dirname(manifest), "ffmpeg");
    accessSync(binary, constants.X_OK);
    return binary;
  } catch {
    return null;
  }
}
