import { Readable } from "node:stream";

/**
 * A small cushion of Opus packets between a live stream and the audio player, which takes one packet every 20 ms
 * by its own clock. Packets are handed out only once `prefill` are waiting, and again after the cushion ran dry,
 * so network jitter costs a few silent frames at most once instead of a silent frame at every late packet. More than
 * `max` waiting (a burst at connect) drops the oldest, so the delay stays bounded.
 */
export class PacketCushion extends Readable {
  private readonly queue: Buffer[] = [];
  private filling = true;
  private wanted = false;
  private ended = false;

  constructor(
    private readonly source: Readable,
    private readonly prefill = 5,
    private readonly max = 250,
  ) {
    super({ objectMode: true, highWaterMark: 1 });
    source.on("data", (packet: Buffer) => this.arrive(packet));
    source.once("end", () => {
      this.ended = true;
      this.filling = false;
      this.flush();
    });
    source.once("error", (error) => this.destroy(error));
    source.once("close", () => {
      if (!this.ended) this.destroy();
    });
  }

  /** Packets waiting to be played. */
  get waiting(): number {
    return this.queue.length;
  }

  override _read(): void {
    this.wanted = true;
    this.flush();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.source.destroyed) this.source.destroy();
    callback(error);
  }

  private arrive(packet: Buffer): void {
    this.queue.push(packet);
    if (this.queue.length > this.max) this.queue.shift();
    if (this.filling && this.queue.length >= this.prefill) this.filling = false;
    this.flush();
  }

  private flush(): void {
    if (!this.wanted || this.filling) return;
    const packet = this.queue.shift();
    if (packet) {
      this.wanted = false;
      this.push(packet);
    } else if (this.ended) {
      this.push(null);
    } else {
      this.filling = true;
    }
  }
}
