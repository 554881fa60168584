import { MAX_METADATA_CHARS, MAX_NAME_CHARS } from "../../src/panel/schemas.js";
import { describe, expect, it } from "vitest";
import { SimulatedStation } from "../../src/simulator/station.js";
import { djOnAir } from "../../src/station/dj-on-air.js";
import { clientFor, manualClock, simulatedPanel } from "../support/simulator.js";

describe("simulated station", () => {
  it("advances tracks as time passes", () => {
    const clock = manualClock();
    const station = new SimulatedStation({ now: clock.now, lively: false });
    const before = station.history("http://h")[0];
    clock.advance(10 * 60_000);
    const after = station.history("http://h");
    expect(after[0]?.id).not.toBe(before?.id);
    expect(after[0]?.ts).toBeLessThanOrEqual(clock.now());
  });

  it("plays jingles between songs", () => {
    const station = new SimulatedStation({ now: manualClock().now, lively: false });
    const entries = station.history("http://h");
    expect(entries.some((e) => e.jingle_id !== null && e.all_music_id === null)).toBe(true);
    expect(
      entries.every((e) => (e.jingle_id === null) !== (e.all_music_id === null) || e.dj_name !== "AutoDJ"),
    ).toBe(true);
  });

  it("lets a live DJ connect and leave, with the automatic player off air meanwhile", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { client } = clientFor(panel, { cacheTtlMs: 0 });
    panel.station.setLiveDj("DJ Nova");
    const live = await client.djs();
    expect(djOnAir(live)?.name).toBe("DJ Nova");
    expect(live.find((dj) => dj.cat === "auto")?.on_air).toBe(false);
    const [playing] = (await client.history({ limit: 1, offset: 0 })).results;
    expect(playing).toMatchObject({ dj_name: "DJ Nova", all_music_id: null, jingle_id: null });
    panel.station.setLiveDj(null);
    expect(djOnAir(await client.djs())?.name).toBe("AutoDJ");
  });

  it("connects live DJs by itself when lively", () => {
    const clock = manualClock();
    const station = new SimulatedStation({ now: clock.now, seed: 3 });
    const names = new Set<string>();
    for (let hour = 0; hour < 48; hour++) {
      clock.advance(3_600_000);
      for (const entry of station.history("http://h").slice(0, 20)) names.add(String(entry.dj_name));
    }
    expect(names.has("AutoDJ")).toBe(true);
    expect([...names].some((name) => name !== "AutoDJ")).toBe(true);
  });

  it("moves listener counts and reports channels off air with no listeners", () => {
    const clock = manualClock();
    const station = new SimulatedStation({ now: clock.now, lively: false });
    const counts = new Set<unknown>();
    for (let i = 0; i < 20; i++) {
      clock.advance(240_000);
      counts.add(station.channels("http://h")[0]?.listeners_current);
    }
    expect(counts.size).toBeGreaterThan(1);
    station.setChannelState(0, 0);
    expect(station.channels("http://h")[0]).toMatchObject({ state: 0, listeners_current: 0 });
  });

  it("keeps a window of history like the real panel", () => {
    const clock = manualClock();
    const station = new SimulatedStation({ now: clock.now, window: 50 });
    clock.advance(5 * 3_600_000);
    expect(station.history("http://h")).toHaveLength(50);
  });

  it("serves hostile strings in every text field when asked", async () => {
    const panel = await simulatedPanel();
    panel.setFault({ kind: "hostile" });
    const { client } = clientFor(panel);
    const page = await client.history({ limit: 5, offset: 0 });
    const texts = page.results.flatMap((e) => [e.metadata, e.title, e.author]).join("\n");
    expect(texts).toMatch(/@everyone/);
    // The client cuts each name to 512 characters (metadata to 1,027) at the schema, whatever the panel sends.
    expect(texts.length).toBeGreaterThan(1000);
    expect(page.results.every((e) => e.metadata.length <= MAX_METADATA_CHARS)).toBe(true);
    expect(page.results.every((e) => (e.title?.length ?? 0) <= MAX_NAME_CHARS)).toBe(true);
    expect(page.results.map((e) => e.img_large_url)).toContain("javascript:alert(document.cookie)");
    const djs = await client.djs();
    expect(djs.map((dj) => dj.name).join()).toMatch(/@everyone|\u202E/);
  });

  it("answers an unknown path with 404 and records every request", async () => {
    const panel = await simulatedPanel();
    const response = await fetch(`${panel.url}/api/v2/nothing/`);
    expect(response.status).toBe(404);
    expect(panel.requests.at(-1)?.endpoint).toBe("other");
  });
});

describe("the simulated panel's extras: schedule, library and requests", () => {
  const request = { musicId: 501, person: "Owl", message: "", ipTimeout: 0, trackTimeout: 0 };

  it("pages and searches the library, and reads one track or none", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { client } = clientFor(panel, { cacheTtlMs: 0 });
    const page = await client.music({ limit: 5 });
    expect(page.results).toHaveLength(5);
    expect(page.count).toBe(12);
    expect((await client.music({ search: "ОГНИ", limit: 5 })).results.map((t) => t.id)).toEqual([502]);
    const requestable = await client.music({ requestableOnly: true, limit: 50 });
    expect(requestable.results.every((t) => t.requestable)).toBe(true);
    expect(requestable.results.length).toBe(9);
    expect((await client.musicTrack(503))?.requestable).toBe(false);
    expect(await client.musicTrack(42)).toBeNull();
  });

  it("lists the panel's radio servers, as its app builder reads them", async () => {
    const panel = await simulatedPanel({ lively: false });
    const servers = (await (await fetch(`${panel.url}/api/v2/servers/`)).json()) as {
      id: number;
      title: string;
    }[];
    expect(servers.map((s) => s.id)).toEqual([1, 2]);
    expect(servers[0]?.title).toBe("Radio Demo");
  });

  it("answers requests as the panel does: taken, or refused with track_blocked or ip_blocked", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { client } = clientFor(panel);
    expect(await client.requestTrack({ ...request, trackTimeout: 60 })).toBe("accepted");
    expect(await client.requestTrack({ ...request, trackTimeout: 60 })).toBe("track-blocked");
    expect(await client.requestTrack({ ...request, musicId: 500, ipTimeout: 60 })).toBe("ip-blocked");
    expect(await client.requestTrack({ ...request, musicId: 503 })).toBe("refused");
    expect(panel.station.requests.map((r) => r.musicId)).toEqual([501]);
  });

  it.each(["grid", "music", "track_requests"] as const)(
    "applies every fault mode to %s too",
    async (endpoint) => {
      const panel = await simulatedPanel({ lively: false });
      const { client } = clientFor(panel, { cacheTtlMs: 0, retries: 0 });
      const call = () =>
        endpoint === "grid"
          ? client.grid({ from: Date.now(), to: Date.now() + 86_400_000 })
          : endpoint === "music"
            ? client.music({ limit: 5 })
            : client.requestTrack(request);
      panel.setFault({ kind: "status", status: 503 }, { endpoints: [endpoint] });
      await expect(call()).rejects.toThrow(/HTTP 503/);
      panel.setFault({ kind: "reset" }, { endpoints: [endpoint] });
      await expect(call()).rejects.toThrow(/could not be reached/);
      panel.clearFaults();
      await expect(call()).resolves.toBeDefined();
    },
  );
});
