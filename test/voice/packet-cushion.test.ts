import { once } from "node:events";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { PacketCushion } from "../../src/voice/packet-cushion.js";

const packet = (n: number) => Buffer.from([n]);

describe("PacketCushion", () => {
  it("hands out nothing until `prefill` packets wait, then each in order; after running dry it fills again", () => {
    const source = new PassThrough({ objectMode: true });
    const cushion = new PacketCushion(source, 3, 10);
    const read = () => (cushion.read() as Buffer | null)?.[0] ?? null;
    source.write(packet(1));
    source.write(packet(2));
    expect(read()).toBeNull();
    source.write(packet(3));
    expect([read(), read(), read(), read()]).toEqual([1, 2, 3, null]);
    source.write(packet(4));
    expect(read()).toBeNull();
    source.write(packet(5));
    source.write(packet(6));
    expect([read(), read(), read()]).toEqual([4, 5, 6]);
  });

  it("drops the oldest beyond `max` (a burst at connect), and ends after the last packet", async () => {
    const source = new PassThrough({ objectMode: true });
    const cushion = new PacketCushion(source, 1, 3);
    for (const n of [1, 2, 3, 4, 5]) source.write(packet(n));
    source.end();
    const out: number[] = [];
    for await (const p of cushion) out.push((p as Buffer)[0] ?? -1);
    expect(out).toEqual([3, 4, 5]);
  });

  it("closes its source when it is destroyed (the player stopped), and is destroyed with a failed source", async () => {
    const source = new PassThrough({ objectMode: true });
    const cushion = new PacketCushion(source);
    cushion.destroy();
    expect(source.destroyed).toBe(true);
    const failing = new PassThrough({ objectMode: true });
    const second = new PacketCushion(failing);
    second.on("error", () => undefined);
    failing.destroy(new Error("stream dropped"));
    const [error] = (await once(second, "error")) as [Error];
    expect(error.message).toBe("stream dropped");
    expect(second.destroyed).toBe(true);
  });
});
