import { once } from "node:events";
import type { ServerResponse } from "node:http";
import { inspect } from "node:util";
import { gzipSync } from "node:zlib";
import { fetch as undiciFetch } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import { checkAddress } from "../../../src/net/guard/address-guard.js";
import { RedirectRefusedError, ResponseTooLargeError } from "../../../src/net/guard/fetch-errors.js";
import { createGuardedAgent } from "../../../src/net/guard/guarded-agent.js";
import {
  createGuardedFetch,
  type GuardedFetchOptions,
  MAX_RESPONSE_BYTES,
} from "../../../src/net/guard/guarded-fetch.js";
import { AddressRefusedError } from "../../../src/net/guard/refusal.js";
import { countingHttpServer, tableResolver } from "../../support/counting-server.js";

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((closable) => closable.close()));
});

function guardedFetch(options: GuardedFetchOptions) {
  const guarded = createGuardedFetch(options);
  opened.push(guarded);
  return guarded.fetch;
}

/** Only loopback answers: were the guard to fail, a test connects to this machine and nowhere else. */
const LOOPBACK_NAMES = {
  "panel.test": ["127.0.0.1"],
  localhost: ["127.0.0.1", "::1"],
  "mapped.test": ["::ffff:127.0.0.1"],
  "six.test": ["::1"],
};

const hostileLoopback = (port: number) => [
  `http://127.0.0.1:${port}/`,
  `https://127.0.0.1:${port}/`,
  `http://2130706433:${port}/`,
  `http://0x7f.1:${port}/`,
  `http://0x7f000001:${port}/`,
  `http://017700000001:${port}/`,
  `http://127.1:${port}/`,
  `http://127.0.0.1.:${port}/`,
  `http://127\u30020\u30020\u30021:${port}/`,
  `http://%31%32%37.0.0.1:${port}/`,
  `http://0:${port}/`,
  `http://[::]:${port}/`,
  `http://[::1]:${port}/`,
  `http://[::ffff:127.0.0.1]:${port}/`,
  `http://[::ffff:7f00:1]:${port}/`,
  `http://panel.test:${port}/api/v2/djs/`,
  `http://localhost:${port}/`,
  `http://mapped.test:${port}/`,
  `http://six.test:${port}/`,
];

const hello = (_: unknown, res: ServerResponse) => {
  res.end("hello");
};

describe("guarded fetch: refused addresses", () => {
  it("refuses every loopback spelling and every name resolving to loopback, with no connection made", async () => {
    const server = await countingHttpServer(hello);
    const { resolve, asked } = tableResolver(LOOPBACK_NAMES);
    const fetch = guardedFetch({ resolve });
    for (const url of hostileLoopback(server.port)) {
      const refused = await fetch(url).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused, url).toBeInstanceOf(AddressRefusedError);
      expect((refused as AddressRefusedError).refusal.code).toBe("not-public");
    }
    expect(asked).toEqual(["panel.test", "localhost", "mapped.test", "six.test"]);
    expect(server.connections()).toBe(0);
  });

  it("refuses at connect time too: the agent alone turns loopback literals and names away", async () => {
    const server = await countingHttpServer(hello);
    const { resolve } = tableResolver(LOOPBACK_NAMES);
    const agent = createGuardedAgent({ resolve });
    opened.push(agent);
    for (const url of [`http://127.0.0.1:${server.port}/`, `http://panel.test:${server.port}/`]) {
      const failure = await undiciFetch(url, { dispatcher: agent.dispatcher }).then(
        () => null,
        (error: unknown) => (error as Error).cause,
      );
      expect(failure, url).toBeInstanceOf(AddressRefusedError);
    }
    expect(server.connections()).toBe(0);
  });

  it("checks the address it connects to, not an earlier answer: a name that rebinds to loopback is refused", async () => {
    const server = await countingHttpServer(hello);
    let lookups = 0;
    // First answer public (the check when the address was typed), every later one loopback.
    const resolve = async () => (lookups++ === 0 ? ["93.184.215.14"] : ["127.0.0.1"]);
    const url = `http://rebind.test:${server.port}/`;
    await expect(checkAddress(url, { resolve })).resolves.toEqual({ allowed: true });
    await expect(guardedFetch({ resolve })(url)).rejects.toBeInstanceOf(AddressRefusedError);
    expect(lookups).toBe(2);
    expect(server.connections()).toBe(0);
  });

  it("refuses other schemes and credentials before anything is looked up, even for private panels", async () => {
    const { resolve, asked } = tableResolver(LOOPBACK_NAMES);
    const fetch = guardedFetch({ resolve, allowPrivate: true });
    await expect(fetch("ftp://panel.test/")).rejects.toMatchObject({ refusal: { code: "scheme" } });
    await expect(fetch("http://admin:pw@panel.test/")).rejects.toMatchObject({
      refusal: { code: "credentials" },
    });
    expect(asked).toEqual([]);
  });

  it("refuses a Request object's address the same way", async () => {
    const server = await countingHttpServer(hello);
    const fetch = guardedFetch({ resolve: tableResolver({}).resolve });
    await expect(fetch(new Request(`http://127.0.0.1:${server.port}/`))).rejects.toBeInstanceOf(
      AddressRefusedError,
    );
    expect(server.connections()).toBe(0);
  });

  it("keeps the API key out of a refusal", async () => {
    const server = await countingHttpServer(hello);
    const fetch = guardedFetch({ resolve: tableResolver(LOOPBACK_NAMES).resolve });
    const error = await fetch(`http://panel.test:${server.port}/`, {
      headers: { "SC-API-KEY": "s3cret-panel-key" },
    }).catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(AddressRefusedError);
    expect(`${JSON.stringify(error)} ${inspect(error, { depth: 8 })}`).not.toContain("s3cret-panel-key");
  });
});

describe("guarded fetch: allowed addresses", () => {
  it("reaches a loopback server when private panels are allowed, by literal and by an injected name", async () => {
    const server = await countingHttpServer(hello);
    const { resolve, asked } = tableResolver(LOOPBACK_NAMES);
    const fetch = guardedFetch({ resolve, allowPrivate: true });
    expect(await (await fetch(`http://127.0.0.1:${server.port}/a`)).text()).toBe("hello");
    expect(await (await fetch(`http://panel.test:${server.port}/b`)).text()).toBe("hello");
    expect(server.paths).toEqual(["/a", "/b"]);
    expect(asked).toEqual(["panel.test"]);
  });

  it("looks a name up once per connection, so the socket goes where the check looked", async () => {
    const server = await countingHttpServer(hello);
    let lookups = 0;
    const fetch = guardedFetch({
      allowPrivate: true,
      resolve: async () => {
        lookups++;
        return ["127.0.0.1"];
      },
    });
    for (let i = 0; i < 3; i++) await (await fetch(`http://panel.test:${server.port}/`)).text();
    expect(server.connections()).toBeGreaterThan(0);
    expect(lookups).toBe(server.connections());
  });

  it("passes method, headers and body through, from init or from a Request", async () => {
    const seen: { method?: string; key?: string; body: string }[] = [];
    const server = await countingHttpServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        seen.push({ method: req.method, key: req.headers["sc-api-key"] as string, body });
        res.writeHead(201, { "x-panel": "yes" }).end("{}");
      });
    });
    const fetch = guardedFetch({ allowPrivate: true });
    const url = `http://127.0.0.1:${server.port}/api/v2/track_requests/`;
    const first = await fetch(url, { method: "POST", headers: { "SC-API-KEY": "k" }, body: '{"a":1}' });
    const second = await fetch(
      new Request(url, { method: "POST", headers: { "SC-API-KEY": "r" }, body: "b" }),
    );
    expect([first.status, second.status, first.headers.get("x-panel")]).toEqual([201, 201, "yes"]);
    expect(seen).toEqual([
      { method: "POST", key: "k", body: '{"a":1}' },
      { method: "POST", key: "r", body: "b" },
    ]);
  });

  it("answers 204 with an empty body", async () => {
    const server = await countingHttpServer((_, res) => res.writeHead(204).end());
    const response = await guardedFetch({ allowPrivate: true })(`http://127.0.0.1:${server.port}/`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });
});

describe("guarded fetch: redirects", () => {
  it("does not follow a redirect to loopback, even when private panels are allowed", async () => {
    const server = await countingHttpServer((req, res) => {
      if (req.url === "/start") res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
      else res.end("secret");
    });
    const port = server.port;
    const error = await guardedFetch({ allowPrivate: true })(`http://127.0.0.1:${port}/start`).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RedirectRefusedError);
    expect((error as RedirectRefusedError).message).toBe(
      `The panel answered with a redirect (HTTP 302) to http://127.0.0.1:${port}, and this bot does not follow redirects. Use the address the panel is really at.`,
    );
    expect(server.paths).toEqual(["/start"]);
  });

  it.each([301, 303, 307, 308])(
    "treats %s as a redirect, and names no target it cannot parse",
    async (status) => {
      const server = await countingHttpServer((_, res) =>
        res.writeHead(status, { location: "/elsewhere" }).end(),
      );
      const fetch = guardedFetch({ allowPrivate: true });
      await expect(fetch(`http://127.0.0.1:${server.port}/`)).rejects.toMatchObject({
        name: "RedirectRefusedError",
        status,
        target: null,
      });
      expect(server.paths).toEqual(["/"]);
    },
  );
});

describe("guarded fetch: answer size", () => {
  it(`reads an answer of exactly ${MAX_RESPONSE_BYTES} bytes`, async () => {
    const server = await countingHttpServer((_, res) => res.end(Buffer.alloc(MAX_RESPONSE_BYTES, 97)));
    const response = await guardedFetch({ allowPrivate: true })(`http://127.0.0.1:${server.port}/`);
    expect((await response.arrayBuffer()).byteLength).toBe(MAX_RESPONSE_BYTES);
  });

  it("refuses an answer that declares more than 1 MB", async () => {
    const server = await countingHttpServer((_, res) => res.end(Buffer.alloc(MAX_RESPONSE_BYTES + 1, 97)));
    const failure = guardedFetch({ allowPrivate: true })(`http://127.0.0.1:${server.port}/`);
    await expect(failure).rejects.toBeInstanceOf(ResponseTooLargeError);
    await expect(failure).rejects.toThrow(
      "The panel's answer was larger than 1 MB, so the bot stopped reading it.",
    );
  });

  it("cuts off an endless answer after 1 MB and closes the connection", async () => {
    let closed!: Promise<unknown>;
    let written = 0;
    const server = await countingHttpServer((_, res) => {
      closed = once(res, "close");
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 32);
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) written += chunk.length;
      };
      res.on("drain", pump);
      pump();
    });
    const failure = guardedFetch({ allowPrivate: true })(`http://127.0.0.1:${server.port}/`);
    await expect(failure).rejects.toBeInstanceOf(ResponseTooLargeError);
    await closed;
    expect(written).toBeLessThan(16 * MAX_RESPONSE_BYTES);
  });

  it("counts bytes after decompression, so a small gzip bomb is cut off too", async () => {
    const bomb = gzipSync(Buffer.alloc(8 * MAX_RESPONSE_BYTES));
    expect(bomb.length).toBeLessThan(MAX_RESPONSE_BYTES / 10);
    const server = await countingHttpServer((_, res) =>
      res.writeHead(200, { "content-encoding": "gzip", "content-length": bomb.length }).end(bomb),
    );
    const failure = guardedFetch({ allowPrivate: true })(`http://127.0.0.1:${server.port}/`);
    await expect(failure).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  it("takes a smaller limit when given one", async () => {
    const server = await countingHttpServer((_, res) => res.end("0123456789"));
    const fetch = guardedFetch({ allowPrivate: true, maxResponseBytes: 9 });
    await expect(fetch(`http://127.0.0.1:${server.port}/`)).rejects.toThrow("larger than 9 bytes");
  });
});

describe("guarded stream: a station's audio through the same door", () => {
  it("streams a body past the 1 MB cap, and closes the connection when the reader aborts", async () => {
    let closed!: Promise<unknown>;
    const server = await countingHttpServer((_, res) => {
      closed = once(res, "close");
      res.writeHead(200, { "content-type": "audio/mpeg" });
      const chunk = Buffer.alloc(64 * 1024, 1);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on("drain", pump);
      pump();
    });
    const guarded = createGuardedFetch({ allowPrivate: true });
    opened.push(guarded);
    const abort = new AbortController();
    const response = await guarded.stream(`http://127.0.0.1:${server.port}/stream`, { signal: abort.signal });
    expect(response.status).toBe(200);
    let read = 0;
    for await (const piece of response.body ?? []) {
      read += (piece as Uint8Array).byteLength;
      if (read > 2 * MAX_RESPONSE_BYTES) break;
    }
    expect(read).toBeGreaterThan(2 * MAX_RESPONSE_BYTES);
    abort.abort();
    await closed;
  });

  it("refuses a loopback stream address, and a redirect, as it does panel reads: nothing is fetched", async () => {
    const server = await countingHttpServer((req, res) => {
      if (req.url === "/moved")
        res.writeHead(302, { location: `http://127.0.0.1:${server.port}/stream` }).end();
      else res.end("audio");
    });
    const { resolve } = tableResolver(LOOPBACK_NAMES);
    const guarded = createGuardedFetch({ resolve });
    opened.push(guarded);
    for (const url of [`http://127.0.0.1:${server.port}/stream`, `http://panel.test:${server.port}/stream`])
      await expect(guarded.stream(url)).rejects.toBeInstanceOf(AddressRefusedError);
    expect(server.connections()).toBe(0);
    const open = createGuardedFetch({ allowPrivate: true });
    opened.push(open);
    await expect(open.stream(`http://127.0.0.1:${server.port}/moved`)).rejects.toBeInstanceOf(
      RedirectRefusedError,
    );
    expect(server.paths).toEqual(["/moved"]);
  });
});
