import { afterEach, describe, expect, it } from "vitest";
import { createRequestCommand } from "../../commands/request.js";
import { loadConfig } from "../../src/config.js";
import { UserError } from "../../src/discord/command.js";
import { limitProblems } from "../../src/render/limits.js";
import { buttonsOf, type ReplyMessage } from "../../src/message/reply-message.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { contextFor, optionsOf } from "../support/context.js";
import { clientFor, simulatedPanel } from "../support/simulator.js";

/** Monday 12:00 UTC: the daytime rotation, which takes requests. */
const MONDAY_NOON = Date.UTC(2026, 10, 23, 12, 0);
/** Tuesday 21:00 UTC: a radio show that takes none, followed by its service event, until 22:30. */
const TUESDAY_SHOW = Date.UTC(2026, 10, 24, 21, 0);

const stores: ReturnType<typeof asyncStore>[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

/** The bot's own store, on a database in memory. */
function memoryCooldowns() {
  const store = asyncStore(openSqliteStore(":memory:"));
  stores.push(store);
  return store;
}

async function setup(options: { at?: number; env?: NodeJS.ProcessEnv } = {}) {
  let now = options.at ?? MONDAY_NOON;
  const clock = () => now;
  const panel = await simulatedPanel({ lively: false, now: clock });
  const { client } = clientFor(panel, { cacheTtlMs: 0 });
  const command = createRequestCommand();
  const cooldowns = memoryCooldowns();
  const config = loadConfig(
    { PANEL_URL: "demo", REQUESTS_ENABLED: "true", ...options.env },
    { requireDiscordToken: false },
  );
  const context = (userId = "111111111111111111", userName = "Night Owl") =>
    contextFor(client, { now: clock, cooldowns, config, userId, userName });
  return {
    panel,
    command,
    context,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return (error as UserError).message;
};

const description = (message: ReplyMessage) => message.embeds[0]?.description ?? "";

describe("/request autocomplete", () => {
  it("offers random requestable songs before anything is typed, as `Artist — Title (m:ss)` with the id", async () => {
    const { command, context, panel } = await setup();
    const choices = await command.autocomplete("", context());
    expect(choices.length).toBeGreaterThan(3);
    for (const choice of choices) {
      expect(choice.name).toMatch(/^.+ — .+ \(\d+:\d\d\)$/);
      expect(choice.value).toMatch(/^\d+$/);
      const track = panel.station.libraryTrack(Number(choice.value), panel.url);
      expect(track?.requestable).toBe(true);
    }
    expect(panel.requests.at(-1)?.query).toMatchObject({ requestable: "1", with_tags_only: "1", order: "3" });
  });

  it("searches the library as the user types", async () => {
    const { command, context } = await setup();
    expect(await command.autocomplete("midnight", context())).toEqual([
      { name: "The Night Owls — Midnight Frequency (3:34)", value: "500" },
    ]);
  });

  it("answers within Discord's window when the panel is slow, with what it offered before", async () => {
    const { command, context, panel } = await setup();
    const before = await command.autocomplete("night", context());
    panel.setLatency(5_000);
    const started = Date.now();
    expect(await command.autocomplete("night", context())).toEqual(before);
    expect(await command.autocomplete("nothing offered yet", context())).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2 * 2_500);
  }, 10_000);

  it("offers nothing, and no error, when the panel fails", async () => {
    const { command, context, panel } = await setup();
    panel.setFault({ kind: "status", status: 503 });
    expect(await command.autocomplete("x", context())).toEqual([]);
  });
});

describe("/request", () => {
  it("requests a picked song with the member's name and shout-out, and shows it publicly without pinging", async () => {
    const { command, context, panel } = await setup();
    const message = await command.execute(
      optionsOf({ track: "500", message: "Hi @everyone, for **Lena**!" }),
      context("111111111111111111", "DJ @here"),
    );
    expect(message.ephemeral).toBeUndefined();
    expect(description(message)).toContain(
      "**DJ @\u200bhere** requested **The Night Owls — Midnight Frequency**",
    );
    expect(description(message)).toContain("> Hi @\u200beveryone, for \\*\\*Lena\\*\\*!");
    expect(message.embeds[0]?.thumbnail?.url).toMatch(/\/media\/covers\/500-500\.jpg$/);
    expect(limitProblems(message)).toEqual([]);
    expect(panel.station.requests).toEqual([
      expect.objectContaining({ musicId: 500, person: "DJ @here", message: "Hi @everyone, for **Lena**!" }),
    ]);
  });

  it("plays a requested song next, with the requester in the history's metadata", async () => {
    const { command, context, panel, advance } = await setup();
    await command.execute(optionsOf({ track: "501" }), context());
    advance(10 * 60_000);
    const history = panel.station.history(panel.url);
    expect(history.some((entry) => String(entry.metadata).endsWith("[Requested by Night Owl]"))).toBe(true);
  });

  it("holds each user to the cooldown and says when they can request again", async () => {
    const { command, context, advance } = await setup();
    await command.execute(optionsOf({ track: "500" }), context());
    advance(60_000);
    const text = await refusal(command.execute(optionsOf({ track: "501" }), context()));
    expect(text).toContain(`<t:${(MONDAY_NOON + 600_000) / 1000}:R>`);
    // Someone else is not held up.
    await expect(
      command.execute(optionsOf({ track: "501" }), context("222222222222222222")),
    ).resolves.toBeDefined();
    advance(540_000);
    await expect(command.execute(optionsOf({ track: "502" }), context())).resolves.toBeDefined();
  });

  it("says why the panel refused: the song was requested too recently", async () => {
    const { command, context } = await setup({ env: { REQUEST_TRACK_TIMEOUT: "3600" } });
    await command.execute(optionsOf({ track: "500" }), context());
    const text = await refusal(command.execute(optionsOf({ track: "500" }), context("222222222222222222")));
    expect(text).toContain("requested a short while ago");
  });

  it("says why the panel refused: the station's own limit on requests from one address", async () => {
    const { command, context, panel } = await setup();
    panel.station.setIpTimeoutFloor(300);
    await command.execute(optionsOf({ track: "500" }), context());
    const text = await refusal(command.execute(optionsOf({ track: "501" }), context("222222222222222222")));
    expect(text).toContain("no more requests from Discord for a moment");
  });

  it("refuses a song that is no longer requestable, and one the library does not have", async () => {
    const { command, context, panel } = await setup();
    panel.station.setRequestable(500, false);
    expect(await refusal(command.execute(optionsOf({ track: "500" }), context()))).toContain(
      "can't be requested",
    );
    expect(await refusal(command.execute(optionsOf({ track: "9999" }), context()))).toContain("no such song");
  });

  it("says requests are closed during a show that takes none, and when they open again", async () => {
    const { command, context, panel } = await setup({ at: TUESDAY_SHOW });
    const text = await refusal(command.execute(optionsOf({ track: "500" }), context()));
    const reopens = Date.UTC(2026, 10, 24, 22, 30) / 1000;
    expect(text).toContain(`Requests open again <t:${reopens}:R> (<t:${reopens}:t>)`);
    expect(panel.station.requests).toEqual([]);
  });

  it("refuses a name and message over 300 characters together, saying by how much", async () => {
    const { command, context } = await setup();
    const text = await refusal(
      command.execute(optionsOf({ track: "500", message: "x".repeat(295) }), context()),
    );
    expect(text).toContain("4 too many");
  });

  it("searches what was typed without picking: one match is requested, none is said plainly", async () => {
    const { command, context, panel } = await setup();
    const message = await command.execute(optionsOf({ track: "Satellites" }), context());
    expect(description(message)).toContain("Lena Park — Paper Satellites");
    expect(await refusal(command.execute(optionsOf({ track: "zzz nothing" }), context("2")))).toContain(
      "Nothing in the station's library matches “zzz nothing”",
    );
    expect(panel.station.requests).toHaveLength(1);
  });

  it("offers several matches privately to pick from; only the asker can pick, and the pick is public", async () => {
    const { command, context, panel } = await setup();
    const list = await command.execute(optionsOf({ track: "a", message: "hello" }), context());
    expect(list.ephemeral).toBe(true);
    const buttons = buttonsOf(list);
    expect(buttons.length).toBeGreaterThan(1);
    expect(buttons.length).toBeLessThanOrEqual(5);
    const id = String(buttons[0] && "custom_id" in buttons[0] ? buttons[0].custom_id : "");
    expect(await refusal(command.button(id, context("222222222222222222")))).toContain(
      "Only the person who asked",
    );
    const picked = await command.button(id, context());
    expect(picked.asNewReply).toBe(true);
    expect(picked.ephemeral).toBeUndefined();
    expect(panel.station.requests).toEqual([expect.objectContaining({ message: "hello" })]);
    expect(await refusal(command.button(id, context()))).toContain("expired");
  });
});
