import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files.js";

/** Data flows one way (panel → station → render → Discord); lower rooms never import the ones above them. */
const FORBIDDEN: Record<string, readonly string[]> = {
  "src/station": ["announcer", "charts", "discord", "render", "store", "voice"],
  "src/render": ["announcer", "charts", "discord", "store", "voice"],
  "src/charts": ["announcer", "discord", "store", "voice"],
  "src/store": ["announcer", "discord", "render/announcements"],
  "src/panel": ["announcer", "discord", "render", "store"],
  // Settings are data beside the domain: they never reach up into render (Locale lives in src/station).
  "src/settings": ["announcer", "discord", "render", "store", "stations"],
  // The station registry hands readers to the rooms above; the guard and sealing sit at its door, below it.
  "src/stations": ["announcer", "discord", "render", "store"],
  // The address guard and key sealing sit under the station registry: they know nothing of the rooms.
  "src/net": ["announcer", "discord", "panel", "render", "settings", "station", "store"],
  "src/secrets": ["announcer", "discord", "net", "panel", "render", "settings", "station", "store"],
  // The shard launcher runs before any of the bot: configuration, logs, and what hides the database password.
  "src/shard": ["announcer", "charts", "discord", "panel", "render", "settings", "stations", "voice"],
  // The schedule's clock knows nothing of what it schedules.
  "src/cron": ["charts", "discord", "panel", "render", "settings", "stations", "store", "voice"],
};

describe("the layers", () => {
  it.each(Object.entries(FORBIDDEN))("%s imports nothing from the rooms above it", (dir, above) => {
    const offenders = sourceFiles(dir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from "([^"]+)"/g)]
        .map((match) => match[1] ?? "")
        .filter((path) => above.some((room) => new RegExp(`\\.\\./${room}(/|\\.js)`).test(path)))
        .map((path) => `${file} → ${path}`),
    );
    expect(offenders).toEqual([]);
  });
});
