import { describe, expect, it } from "vitest";
import { createLogger, type LoggerOptions } from "../src/log.js";

const TOKEN = "MTIzNDU2Nzg5.secret-token.abc";
const KEY = 'key"with\\quotes';
const AT = new Date("2026-11-23T18:00:00.000Z");

function capture(options: Partial<LoggerOptions> = {}) {
  const lines: string[] = [];
  const log = createLogger({
    level: "info",
    secrets: [TOKEN, KEY],
    now: () => AT,
    write: (line) => lines.push(line),
    ...options,
  });
  return { log, lines };
}

function failureWithSecrets(): Error {
  const error = new Error(`login with ${TOKEN} refused`, { cause: new Error(`key ${KEY} rejected`) });
  error.stack = `Error: login with ${TOKEN} refused\n    at login (${TOKEN}.js:1:1)`;
  return error;
}

describe("the text log format (the default)", () => {
  it("writes time, level, message and key=value fields on one line", () => {
    const { log, lines } = capture();
    log.warn("panel slow", { endpoint: "history", ms: 812 });
    expect(lines).toEqual(['2026-11-23T18:00:00.000Z WARN  panel slow endpoint="history" ms=812']);
  });

  it("redacts secrets in the message, in fields, in nested fields and in an error's message, cause and stack", () => {
    const { log, lines } = capture();
    log.error(`token ${TOKEN}`, {
      error: failureWithSecrets(),
      request: { headers: { authorization: `Bot ${TOKEN}`, "sc-api-key": KEY } },
      nested: { error: failureWithSecrets() },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(TOKEN);
    expect(lines[0]).not.toContain("secret-token");
    expect(lines[0]).not.toContain("quotes");
    expect(lines[0]).toContain("(cause: key [redacted] rejected)");
    expect(lines[0]?.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(7);
  });

  it("leaves out lines below the level", () => {
    const { log, lines } = capture({ level: "warn" });
    log.info("hello");
    log.debug("details");
    expect(lines).toEqual([]);
  });
});

describe("the JSON log format", () => {
  it("writes one JSON object per line with time, level, msg and the fields at the top", () => {
    const { log, lines } = capture({ format: "json" });
    log.info("announcer: new track", { track: 42, channel: "#on-air", time: "not the line's time" });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toEqual({
      time: "2026-11-23T18:00:00.000Z",
      level: "info",
      msg: "announcer: new track",
      track: 42,
      channel: "#on-air",
      "field.time": "not the line's time",
    });
  });

  it("writes an error as an object with its name, message, stack and cause", () => {
    const { log, lines } = capture({ format: "json" });
    const error = new TypeError("bad shape", { cause: new Error("deeper") });
    log.error("failed", { error });
    const parsed = JSON.parse(lines[0] ?? "") as { error: Record<string, unknown> };
    expect(parsed.error).toMatchObject({
      name: "TypeError",
      message: "bad shape",
      cause: { name: "Error", message: "deeper" },
    });
    expect(String(parsed.error.stack)).toContain("TypeError: bad shape");
  });

  it("redacts secrets everywhere, even where JSON escaping changes how they are written", () => {
    const { log, lines } = capture({ format: "json" });
    log.error(`token ${TOKEN} and key ${KEY}`, {
      error: failureWithSecrets(),
      headers: { "sc-api-key": KEY, list: [TOKEN] },
    });
    const line = lines[0] ?? "";
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain("secret-token");
    expect(line).not.toContain("quotes");
    const parsed = JSON.parse(line) as {
      msg: string;
      headers: { "sc-api-key": string; list: string[] };
      error: { message: string; stack: string; cause: { message: string } };
    };
    expect(parsed.msg).toBe("token [redacted] and key [redacted]");
    expect(parsed.headers).toEqual({ "sc-api-key": "[redacted]", list: ["[redacted]"] });
    expect(parsed.error.message).toBe("login with [redacted] refused");
    expect(parsed.error.stack).toContain("at login ([redacted].js:1:1)");
    expect(parsed.error.cause.message).toBe("key [redacted] rejected");
  });

  it("writes a line even for values JSON cannot hold (circular objects, bigints, undefined)", () => {
    const { log, lines } = capture({ format: "json" });
    const circular: Record<string, unknown> = { name: "loop" };
    circular.self = circular;
    log.warn("odd values", { circular, big: 12n, missing: undefined });
    expect(JSON.parse(lines[0] ?? "")).toEqual({
      time: "2026-11-23T18:00:00.000Z",
      level: "warn",
      msg: "odd values",
      circular: "[object Object]",
      big: "12",
    });
  });
});
