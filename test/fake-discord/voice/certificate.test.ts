import { once } from "node:events";
import { Agent, createServer, get } from "node:https";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  createVoiceCertificate,
  removeVoiceCertificate,
  type VoiceCertificate,
  voiceCertificate,
} from "./certificate.js";

const made: VoiceCertificate[] = [];
afterEach(() => made.splice(0).forEach(removeVoiceCertificate));

async function httpsStatus(certificate: VoiceCertificate): Promise<number | string> {
  const server = createServer({ cert: certificate.cert, key: certificate.key }, (_req, res) => res.end("ok"));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve) =>
      get(`https://127.0.0.1:${port}/`, { agent: new Agent() }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on("error", (error: NodeJS.ErrnoException) => resolve(String(error.code))),
    );
  } finally {
    server.close();
  }
}

describe("the fake voice server's certificate", () => {
  it("is trusted in vitest's workers through NODE_EXTRA_CA_CERTS, set by the global setup", async () => {
    expect(process.env.NODE_EXTRA_CA_CERTS).toBe(voiceCertificate().certPath);
    expect(await httpsStatus(voiceCertificate())).toBe(200);
  });

  it("is a new one, trusted by nobody, when made afresh", async () => {
    const fresh = createVoiceCertificate();
    made.push(fresh);
    expect(fresh.cert).not.toBe(voiceCertificate().cert);
    expect(await httpsStatus(fresh)).toBe("DEPTH_ZERO_SELF_SIGNED_CERT");
  });
});
