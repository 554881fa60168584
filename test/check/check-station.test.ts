import { describe, expect, it } from "vitest";
import { checkStation, MAX_STREAMS, type StationProbes } from "../../src/check/check-station.js";
import type { StreamHead } from "../../src/check/stream-head.js";
import { silentLogger } from "../../src/log.js";
import { createPanelClient } from "../../src/panel/client.js";
import { PanelHttpError } from "../../src/panel/errors.js";
import type { Channel } from "../../src/panel/schemas.js";
import { countingHttpServer } from "../support/counting-server.js";
import { channel, dj } from "../support/fixtures.js";

const never = <T>() => new Promise<T>(() => undefined);
const MP3 = new Uint8Array(417 * 3);
for (let i = 0; i < 3; i++) MP3.set([0xff, 0xfb, 0x90, 0x64], i * 417);

/** Probes over a panel that answers as given; `calls` records which endpoints were asked. */
function probes(channels: () => Promise<readonly Channel[]>, readStream: StationProbes["readStream"]) {
  const calls: string[] = [];
  const panel: StationProbes["panel"] = {
    channels: (freshness) => {
      calls.push(`channels ${freshness?.maxAgeMs}`);
      return channels();
    },
    djs: async () => {
      calls.push("djs");
      return [dj()];
    },
    history: async () => {
      calls.push("history");
      return { count: 1, next: null, previous: null, results: [] };
    },
  };
  let clock = 0;
  const elapsed = () => (clock += 25);
  return { calls, probes: { panel, keyGiven: true, clockOffset: () => 1_200, readStream, elapsed } };
}

describe("checkStation", () => {
  it("turns a panel that hangs into one ❌ within the deadline, the rest skipped, nothing else asked", async () => {
    const { calls, probes: p } = probes(never, never);
    const findings = await checkStation(p, 30);
    expect(findings.map((f) => [f.kind, f.status])).toEqual([
      ["panel-down", "fail"],
      ["skipped", "warn"],
      ["skipped", "warn"],
      ["skipped", "warn"],
    ]);
    expect(findings[0]).toMatchObject({ reason: "timeout", ms: 30 });
    expect(calls).toEqual(["channels 0"]);
  });

  it("says a refused key apart", async () => {
    const { probes: p } = probes(() => Promise.reject(new PanelHttpError("https://p", 403, "")), never);
    expect((await checkStation(p, 1_000))[0]).toEqual({ kind: "panel-key", status: "fail", httpStatus: 403 });
  });

  it("reads fresh, times the panel, and reads every stream on air in parallel, each within the deadline", async () => {
    const asked: string[] = [];
    const aborted: boolean[] = [];
    const read = async (url: string, signal: AbortSignal): Promise<StreamHead> => {
      asked.push(url);
      if (url.endsWith("/slow")) {
        await new Promise((resolve) => signal.addEventListener("abort", resolve));
        aborted.push(signal.aborted);
        return never();
      }
      return { kind: "answered", bytes: MP3 };
    };
    const { calls, probes: p } = probes(
      async () => [
        channel({ stream_url: "http://radio.example.com/fast" }),
        channel({ id: 2, mount_point: "/slow", stream_url: "http://radio.example.com/slow" }),
        channel({ id: 3, mount_point: "/off", state: 0 }),
      ],
      read,
    );
    const findings = await checkStation(p, 40);
    expect(findings.map((f) => [f.kind, f.status])).toEqual([
      ["panel", "ok"],
      ["clock", "ok"],
      ["on-air", "ok"],
      ["dj", "ok"],
      ["history", "ok"],
      ["stream", "ok"],
      ["stream", "fail"],
    ]);
    expect(findings[0]).toEqual({ kind: "panel", status: "ok", ms: 25, keyGiven: true });
    expect(findings.at(-1)).toMatchObject({ mount: "/slow", problem: "timeout" });
    expect(asked).toEqual(["http://radio.example.com/fast", "http://radio.example.com/slow"]);
    // The read was told to stop before the check's deadline: a slow stream is judged by what arrived.
    expect(aborted).toEqual([true]);
    expect(calls.sort()).toEqual(["channels 0", "djs", "history"]);
  });

  it("reads at most 20 streams, and says how many more are on air", async () => {
    const asked: string[] = [];
    const { probes: p } = probes(
      async () =>
        Array.from({ length: 25 }, (_, i) =>
          channel({ id: i, mount_point: `/m${i}`, stream_url: `http://radio.example.com/m${i}` }),
        ),
      async (url) => {
        asked.push(url);
        return { kind: "answered", bytes: MP3 };
      },
    );
    const findings = await checkStation(p, 1_000);
    expect(asked).toHaveLength(MAX_STREAMS);
    expect(findings.filter((f) => f.kind === "stream")).toHaveLength(MAX_STREAMS);
    expect(findings.at(-1)).toEqual({ kind: "streams-unread", status: "warn", count: 5 });
  });

  it("warns when no stream is on air", async () => {
    const { probes: p } = probes(async () => [channel({ state: 1 })], never);
    const findings = await checkStation(p, 1_000);
    expect(findings.filter((f) => f.status !== "ok").map((f) => f.kind)).toEqual(["on-air", "no-streams"]);
  });
});

describe("checkStation against a panel that never answers", () => {
  it("ends the request it waited for at its deadline, rather than leaving it to the client's timeout", async () => {
    let closed: () => void = () => undefined;
    const requestClosed = new Promise<void>((resolve) => (closed = resolve));
    // Takes the request and never answers; tells when the bot's side closes it.
    const server = await countingHttpServer((req) => req.socket.on("close", () => closed()));
    const panel = createPanelClient({
      baseUrl: `http://127.0.0.1:${server.port}`,
      serverId: 1,
      timeoutMs: 600_000,
      log: silentLogger,
    });
    const findings = await checkStation(
      {
        panel,
        keyGiven: false,
        clockOffset: () => null,
        readStream: () => Promise.reject(new Error("unused")),
      },
      200,
    );
    expect(findings[0]).toMatchObject({ kind: "panel-down", status: "fail" });
    await requestClosed;
  });
});
