import { describe, expect, it } from "vitest";
import type { LogFields, Logger } from "../../src/log.js";
import { integerColumn } from "../../src/store/rows/columns.js";
import { GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE } from "../../src/store/rows/guild-settings-row.js";
import { GROUP_READERS_ROW, LOCK_TAKEN_ROW } from "../../src/store/rows/lock-rows.js";
import { OUTBOX_ROW } from "../../src/store/rows/outbox-row.js";
import { createRowDecoder } from "../../src/store/rows/row-decoder.js";
import { SCHEDULED_EVENT_ROW } from "../../src/store/rows/scheduled-event-row.js";

function warnings(): { log: Logger; lines: LogFields[] } {
  const lines: LogFields[] = [];
  const log: Logger = {
    debug() {},
    info() {},
    error() {},
    warn: (_message, fields) => void lines.push(fields ?? {}),
  };
  return { log, lines };
}

const settingsRow = (guild_id: string, settings: unknown) => ({
  guild_id,
  settings: JSON.stringify(settings),
});

describe("the row decoder", () => {
  it("answers the rows that decode, in order, and reports each other one once by table, key and failed paths", () => {
    const { log, lines } = warnings();
    const rows = createRowDecoder(log);
    const read = [
      settingsRow("g1", { locale: "ru" }),
      settingsRow("g2", [{ channels: [{ id: "c1", tracks: "post" }] }]),
      settingsRow("g3", { station: "a" }),
    ];
    const decoded = () =>
      rows.all(GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, read).map(([guildId]) => guildId);
    expect([decoded(), decoded()]).toEqual([
      ["g1", "g3"],
      ["g1", "g3"],
    ]);
    expect(lines).toEqual([{ table: "guild_settings", key: "g2", problems: "settings: invalid_type" }]);
  });

  it("never logs a row's values, and answers null for a missing row without a word", () => {
    const { log, lines } = warnings();
    const rows = createRowDecoder(log);
    const secret = "v1.k1.dGhpcy1pcy1hLXNlY3JldA";
    const station = { key: "a", url: "http://panel.test", serverId: 1, name: null, sealedKey: secret };
    expect(
      rows.one(GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, settingsRow("g1", [{ stations: [station] }])),
    ).toBeNull();
    expect(rows.one(GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, undefined)).toBeNull();
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it("names a row without a usable key by what its key is", () => {
    const { log, lines } = warnings();
    createRowDecoder(log).one(GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, {
      guild_id: { id: 1 },
      settings: "{}",
    });
    expect(lines.map((fields) => fields["key"])).toEqual(["(object)"]);
  });
});

describe("the row schemas", () => {
  it("read an integer column as SQLite (a number) and PostgreSQL (a BIGINT string) answer it, and refuse the rest", () => {
    expect([integerColumn.parse(4_102_444_800_123), integerColumn.parse("4102444800123")]).toEqual([
      4_102_444_800_123, 4_102_444_800_123,
    ]);
    for (const odd of ["1e3", "12345678901234567890", 1.5, null, ""])
      expect(integerColumn.safeParse(odd).success).toBe(false);
  });

  it("read a scheduled event, and refuse one whose columns SQLite let another type into", () => {
    const row = {
      discord_id: "e1",
      show_id: 5,
      name: "Morning",
      start_ms: "1700000000000",
      end_ms: 1_700_003_600_000,
      dj_name: null,
    };
    expect(SCHEDULED_EVENT_ROW.parse(row)).toEqual({
      discordId: "e1",
      showId: 5,
      name: "Morning",
      start: 1_700_000_000_000,
      end: 1_700_003_600_000,
      djName: null,
    });
    expect(SCHEDULED_EVENT_ROW.safeParse({ ...row, show_id: "five" }).success).toBe(false);
  });

  it("read a queued message's buttons and embeds, keeping what a newer version added for Discord to check", () => {
    const message = {
      embeds: [{ title: "On air", color: 1, newer: true }],
      components: [
        { type: 1, components: [{ type: 2, style: 5, url: "https://radio.test", label: "Listen" }] },
      ],
    };
    const row = {
      id: "7",
      channel_id: "c1",
      event_id: "e1",
      mode: "post",
      message: JSON.stringify(message),
      created_at: "1",
    };
    expect(OUTBOX_ROW.parse(row)).toEqual({
      id: 7,
      channelId: "c1",
      eventId: "e1",
      mode: "post",
      message,
      createdAt: 1,
    });
    const thread = { ...row, mode: "thread" };
    const oddButton = {
      ...row,
      message: JSON.stringify({ ...message, components: [{ type: 1, components: [{ type: 9 }] }] }),
    };
    expect([OUTBOX_ROW.safeParse(thread).success, OUTBOX_ROW.safeParse(oddButton).success]).toEqual([
      false,
      false,
    ]);
  });

  it("read PostgreSQL's answers about locks: a lock taken, and a count per group", () => {
    expect([LOCK_TAKEN_ROW.parse({ ok: true }), GROUP_READERS_ROW.parse({ grp: "panel", n: "2" })]).toEqual([
      true,
      ["panel", 2],
    ]);
    expect(LOCK_TAKEN_ROW.safeParse({ ok: null }).success).toBe(false);
  });
});
