import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files.js";

/** The project files each of `files` imports, as written (relative specifiers only). */
function importsOf(files: readonly string[]): { file: string; path: string }[] {
  return files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)].map((match) => ({
      file,
      path: match[1] ?? "",
    })),
  );
}

/** Data flows one way (panel → station → render → Discord); lower rooms never import the ones above them. */
const FORBIDDEN: Record<string, readonly string[]> = {
  "src/station": ["announcer", "charts", "discord", "render", "store", "voice", "registry", "message"],
  // The catalogues are words only: render and commands read them; they read nothing above the domain's types.
  "src/i18n": [
    "announcer",
    "charts",
    "discord",
    "render",
    "store",
    "voice",
    "registry",
    "message",
    "settings",
  ],
  "src/render": ["announcer", "charts", "discord", "store", "voice", "registry"],
  "src/charts": ["announcer", "discord", "store", "voice"],
  // The store keeps what the renderers built (the outbox) through the payload type below both, never render itself.
  "src/store": ["announcer", "discord", "render", "registry", "voice"],
  "src/panel": ["announcer", "discord", "render", "store", "registry", "simulator", "demo"],
  // Settings are data beside the domain: they never reach up into render (Locale lives in src/station).
  "src/settings": ["announcer", "discord", "render", "store", "registry"],
  // Templates and styles are data beside the domain, as settings are: render expands them, nothing below knows.
  "src/templates": [
    "announcer",
    "charts",
    "discord",
    "render",
    "store",
    "registry",
    "settings",
    "voice",
    "message",
  ],
  // `/setup check` decides from data and probes passed in: it reads the panel, station and net types, never Discord.
  "src/check": [
    "announcer",
    "charts",
    "commands",
    "discord",
    "render",
    "store",
    "registry",
    "settings",
    "voice",
    "simulator",
    "demo",
    "message",
  ],
  // The station registry hands readers to the rooms above; the guard and sealing sit at its door, below it.
  "src/registry": ["announcer", "discord", "render", "store", "voice", "simulator", "demo"],
  // The address guard and the panel gate sit under the station registry, know nothing of the rooms nor each other.
  "src/net/guard": ["announcer", "discord", "panel", "render", "settings", "station", "store", "gate"],
  "src/net/gate": ["announcer", "discord", "panel", "render", "settings", "station", "store", "guard"],
  "src/secrets": ["announcer", "discord", "net", "panel", "render", "settings", "station", "store"],
  // The configuration is the ground floor: it reads the environment into values, and knows no room above it.
  "src/config": [
    "announcer",
    "charts",
    "discord",
    "render",
    "station",
    "store",
    "registry",
    "settings",
    "voice",
  ],
  // Station statistics are a pure core over the domain's and the panel's types: the store and commands build on it.
  "src/stats": [
    "announcer",
    "charts",
    "discord",
    "render",
    "store",
    "registry",
    "settings",
    "voice",
    "message",
  ],
  // The song finder: its reading of moments and words is pure, over the languages' list and the zones' arithmetic;
  // it finds plays in what is passed in (the kept plays, pages of the panel's history), never reading on its own.
  "src/history": [
    "announcer",
    "charts",
    "discord",
    "render",
    "store",
    "registry",
    "settings",
    "voice",
    "message",
    "net",
  ],
  // Following DJs: what is decided is pure (a show's first sight, reminders due); the store, the panel and Discord's
  // direct messages are handed in by the features, and the announcer only tells it of its reads.
  "src/follows": [
    "announcer",
    "charts",
    "registry",
    "voice",
    "simulator",
    "demo",
    "shard",
    "boot",
    "features",
  ],
  // The announcer reports through a metrics port of its own; the operations' room fills it.
  "src/announcer": ["ops", "features", "boot"],
  // The shard launcher runs before any of the bot: configuration, logs, and what hides the database password.
  "src/shard": ["announcer", "charts", "discord", "panel", "render", "settings", "registry", "voice"],
  // The schedule's clock knows nothing of what it schedules.
  "src/cron": ["announcer", "charts", "discord", "panel", "render", "settings", "registry", "store", "voice"],
  // Voice is a room of its own: it is handed a station's panel and its clock, and knows nothing of who asks.
  "src/voice": ["announcer", "charts", "discord", "registry", "store", "settings", "simulator", "demo"],
  // The simulated station is a server of its own: it knows the API it serves, nothing of the bot.
  "src/simulator": ["announcer", "discord", "render", "registry", "settings", "store", "voice", "demo"],
  // The parts built before the features, and the features: only start() (src/main.ts) puts them together.
  "src/boot": ["features", "commands"],
  "src/features": ["boot"],
  // Commands are thin: they ask the rooms through their context, never the database, the network or each other.
  commands: ["src/store", "src/announcer", "src/simulator", "src/demo", "src/shard", "src/net"],
};

/** The rooms below the composition root: none of them reaches up into the start's parts or its features. */
const BELOW_THE_START = [
  "src/announcer",
  "src/charts",
  "src/check",
  "src/discord",
  "src/follows",
  "src/history",
  "src/net",
  "src/ops",
  "src/panel",
  "src/registry",
  "src/render",
  "src/settings",
  "src/station",
  "src/stats",
  "src/store",
  "src/templates",
  "src/voice",
  "commands",
];

describe("the layers", () => {
  it.each(BELOW_THE_START)(
    "%s imports neither src/boot nor src/features (only start() wires them)",
    (dir) => {
      const offenders = importsOf(sourceFiles(dir))
        .filter(
          ({ path }) => /\.\.\/(src\/)?(boot|features)\//.test(path) || /\.\.\/(src\/)?main\.js/.test(path),
        )
        .map(({ file, path }) => `${file} → ${path}`);
      expect(offenders).toEqual([]);
    },
  );

  it.each(Object.entries(FORBIDDEN))("%s imports nothing from the rooms above it", (dir, above) => {
    const offenders = importsOf(sourceFiles(dir))
      .filter(({ path }) => above.some((room) => new RegExp(`\\.\\./${room}(/|\\.js)`).test(path)))
      .map(({ file, path }) => `${file} → ${path}`);
    expect(offenders).toEqual([]);
  });

  it("keeps the clock, the languages' list, the causes walk and the message payload at the bottom: they import nothing of the project", () => {
    const files = ["src/clock.ts", "src/locale.ts", "src/causes.ts", ...sourceFiles("src/message")];
    expect(importsOf(files).map(({ file, path }) => `${file} → ${path}`)).toEqual([]);
  });

  it("keeps commands apart: no command imports another (a command's own folder may share files)", () => {
    // A command is a file `commands/<name>.ts` or a folder `commands/<name>/`; `commands/index.ts` lists them all.
    const commandOf = (file: string) => relative("commands", file).split("/")[0]?.replace(/\.ts$/, "");
    const offenders = importsOf(sourceFiles("commands").filter((file) => file !== "commands/index.ts"))
      .map(({ file, path }) => ({ file, target: join(dirname(file), path.replace(/\.js$/, ".ts")) }))
      .filter(({ target }) => target.startsWith("commands/"))
      .filter(({ file, target }) => commandOf(file) !== commandOf(target))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(offenders).toEqual([]);
  });

  it("lets only the demo wiring start the simulated station", () => {
    const offenders = importsOf([...sourceFiles("src"), ...sourceFiles("commands")])
      .filter(({ file }) => !file.startsWith("src/simulator/") && !file.startsWith("src/demo/"))
      .filter(({ path }) => /\.\.\/simulator\//.test(path))
      .map(({ file, path }) => `${file} → ${path}`);
    expect(offenders).toEqual([]);
  });
});
