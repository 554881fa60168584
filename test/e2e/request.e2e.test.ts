import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { autocomplete, callbackOf, clickButton, runCommand } from "../fake-discord/interactions.js";
import { createWorld, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
  // The real clock runs in these tests: take out the shows that close requests, so any hour of the week works.
  for (const show of [22, 31]) world.panel.station.editShow(show, { removed: true });
});
afterEach(async () => {
  await world.close();
});

const REQUESTS = { REQUESTS_ENABLED: "true", REQUEST_COOLDOWN_SECONDS: "600" };
type Data = {
  flags?: number;
  embeds?: { description?: string }[];
  components?: { components: { custom_id?: string }[] }[];
};
const dataOf = (callback: { body: { data?: Record<string, unknown> } }) => callback.body.data as Data;
const track = (value: string) => [{ name: "track", type: 3, value }];

describe("/request with the real bot", () => {
  it("is registered only when REQUESTS_ENABLED is true", async () => {
    await world.startBot(REQUESTS);
    const put = world.discord.requests.find((r) => r.method === "PUT" && r.path.endsWith("/commands"));
    expect((put?.body as { name: string }[]).map((c) => c.name)).toContain("request");
  });

  it("suggests requestable songs as the user types", async () => {
    await world.startBot(REQUESTS);
    const callback = await callbackOf(
      world.discord,
      autocomplete(world.discord, "request", "track", "night"),
    );
    expect(callback.body.type).toBe(8);
    const choices = (callback.body.data as { choices: { name: string; value: string }[] }).choices;
    expect(choices).toContainEqual({ name: "The Night Owls — Midnight Frequency (3:34)", value: "500" });
  });

  it("requests a song publicly, then holds the user to the cooldown, also after a restart", async () => {
    const first = await world.startBot(REQUESTS);
    const done = await callbackOf(world.discord, runCommand(world.discord, "request", track("500")));
    expect(done.body.type).toBe(4);
    expect(dataOf(done).flags ?? 0).toBe(0);
    expect(dataOf(done).embeds?.[0]?.description).toContain(
      "**Listener** requested **The Night Owls — Midnight Frequency**",
    );
    expect(done.body.data?.allowed_mentions).toEqual({ parse: [] });
    expect(world.panel.station.requests.map((r) => r.person)).toEqual(["Listener"]);

    await first.stop();
    await world.startBot(REQUESTS);
    const refused = await callbackOf(world.discord, runCommand(world.discord, "request", track("501")));
    expect(dataOf(refused).flags).toBe(64);
    expect(dataOf(refused).embeds?.[0]?.description).toMatch(/You can request again <t:\d+:R>/);
    expect(world.panel.station.requests).toHaveLength(1);
  });

  it("refuses privately what the station will not take, saying why", async () => {
    await world.startBot(REQUESTS);
    world.panel.station.setRequestable(502, false);
    const refused = await callbackOf(world.discord, runCommand(world.discord, "request", track("502")));
    expect(dataOf(refused).flags).toBe(64);
    expect(dataOf(refused).embeds?.[0]?.description).toContain("can't be requested right now");
  });

  it("offers a private list when the typed text matches several songs, and posts the pick publicly", async () => {
    await world.startBot(REQUESTS);
    const list = await callbackOf(world.discord, runCommand(world.discord, "request", track("a")));
    expect(dataOf(list).flags).toBe(64);
    const id = dataOf(list).components?.[0]?.components[0]?.custom_id ?? "";
    const picked = await callbackOf(
      world.discord,
      clickButton(world.discord, id, {
        id: "1",
        channel_id: "600000000000000001",
        flags: 64,
        components: [],
      }),
    );
    expect(picked.body.type).toBe(4);
    expect(dataOf(picked).flags ?? 0).toBe(0);
    expect(dataOf(picked).embeds?.[0]?.description).toContain("**Listener** requested");
    expect(world.panel.station.requests).toHaveLength(1);
  });
});
