import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replyOf, runCommand, USER_ID } from "../fake-discord/interactions.js";
import { GUILD_ID } from "../fake-discord/server.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { openDatabase } from "../../src/store/open-database.js";
import { DATABASE_FILE, openSqliteStore } from "../../src/store/sqlite-store.js";
import { slash } from "./voice-world.js";
import { ANNOUNCE_CHANNELS, createWorld, memoryLog, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

const [ON_AIR, CHAT] = ANNOUNCE_CHANNELS.map((c) => c.id) as [string, string];
/** What a newer version of the bot saved for the server: a kind of channel, an access level, a day, a setting. */
const NEWER = {
  channels: [
    { id: ON_AIR, tracks: "post" },
    { id: CHAT, tracks: "digest" },
  ],
  statsAccess: "moderators",
  report: { channelId: CHAT, day: 8, hour: 9 },
  quietHours: [1, 6],
};
const MEMBER = { permissions: "1024" };
type Embed = { description?: string; fields?: { name: string; value: string }[] };

/** The store as the newer version left it (the same SQLite file), written while no bot runs. */
function settingsText(): string | null {
  const db = openDatabase(join(world.dataDir, DATABASE_FILE), "wasm");
  try {
    const row = db.prepare("SELECT settings FROM guild_settings WHERE guild_id = ?").get(GUILD_ID);
    return typeof row?.["settings"] === "string" ? row["settings"] : null;
  } finally {
    db.close();
  }
}

function writeNewerRow(): void {
  openSqliteStore(world.dataDir, "wasm").close();
  const db = openDatabase(join(world.dataDir, DATABASE_FILE), "wasm");
  try {
    db.prepare("INSERT INTO guild_settings (guild_id, settings) VALUES (?, ?)").run(
      GUILD_ID,
      JSON.stringify(NEWER),
    );
  } finally {
    db.close();
  }
}

const en = catalogueOf("en");
type Option = { name: string; type: number; value: unknown };
/** `/setup …` by a member with Manage Server, answered in English (the member's language). */
async function command(path: readonly string[], options: Option[] = []): Promise<{ embeds?: Embed[] }> {
  const actor = { userId: USER_ID, guildId: GUILD_ID, permissions: "32" };
  return slash(world.discord, "setup", path, options, actor);
}
const embedOf = async (interactionId: string) =>
  ((await replyOf(world.discord, interactionId)).data?.embeds as Embed[] | undefined)?.[0];

describe("an older bot on settings a newer version saved (a rolling upgrade)", () => {
  it("keeps them through /setup language, refuses to change them, keeps /stats to managers and shows them", async () => {
    writeNewerRow();
    const bot = await world.startBot({ STATS_TIMEZONE: "UTC" }, memoryLog());

    const refused = await embedOf(runCommand(world.discord, "stats", [], MEMBER));
    expect(refused?.description).toBe(en.stats.command.managersOnly);

    const language = await command(["language"], [{ name: "value", type: 3, value: "de" }]);
    expect(language.embeds?.[0]?.description).toContain("✅");
    for (const who of ["everyone", "managers"]) {
      const access = await command(["report", "access"], [{ name: "who", type: 3, value: who }]);
      expect(access.embeds?.[0]?.description).toBe(en.setup.server.newerVersion);
    }
    const day = await command(["report", "channel"], [{ name: "channel", type: 7, value: ON_AIR }]);
    expect(day.embeds?.[0]?.description).toBe(en.setup.server.newerVersion);

    const show = await command(["show"]);
    const fields = show.embeds?.[0]?.fields;
    const newer = fields?.find((f) => f.name === en.setup.server.newerSettings);
    expect(newer?.value).toBe(
      en.setup.server.newerNames({ names: "channels, statsAccess, report, quietHours" }),
    );

    // The channel it understands still gets announcements; the one it does not is left to the newer version.
    await bot.announcer?.runNow();
    world.panel.station.setLiveDj("DJ Nova");
    await bot.announcer?.runNow();
    const posts = (id: string) =>
      world.discord.requests.filter((r) => r.method === "POST" && r.path === `/channels/${id}/messages`);
    expect(posts(ON_AIR).length).toBeGreaterThan(0);
    expect(posts(CHAT)).toHaveLength(0);

    await bot.stop();
    expect(JSON.parse(settingsText() ?? "null")).toEqual({ ...NEWER, locale: "de" });
  });
});
