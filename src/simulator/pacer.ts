/**
 * Hands out pieces of audio in real time, `leadMs` ahead of the clock, as Icecast's burst on connect keeps its
 * listeners a little ahead: a listener always has some audio buffered, and never more than the lead. The source
 * (ffmpeg, encoding faster than real time) is held back through `hold` while a second of audio waits.
 */
export class Pacer {
  private readonly queue: { piece: Buffer; ms: number }[] = [];
  private queuedMs = 0;
  private sentMs = 0;
  private readonly startedAt = Date.now();
  private timer: NodeJS.Timeout | null = null;
  private holding = false;

  constructor(
    private readonly leadMs: number,
    private readonly send: (piece: Buffer) => void,
    private readonly hold: (held: boolean) => void,
  ) {}

  /** Queues a piece of `ms` of audio and sends what is due. */
  push(piece: Buffer, ms: number): void {
    this.queue.push({ piece, ms });
    this.queuedMs += ms;
    this.pump();
  }

  /** Stops sending (the queue is dropped). */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.queue.length = 0;
  }

  private pump(): void {
    if (this.timer) return;
    const due = Date.now() - this.startedAt + this.leadMs;
    while (this.queue.length > 0 && this.sentMs <= due) {
      const next = this.queue.shift();
      if (!next) break;
      this.queuedMs -= next.ms;
      this.sentMs += next.ms;
      this.send(next.piece);
    }
    const wantHold = this.queuedMs > 1_000;
    if (wantHold !== this.holding) {
      this.holding = wantHold;
      this.hold(wantHold);
    }
    if (this.queue.length > 0) {
      this.timer = setTimeout(
        () => {
          this.timer = null;
          this.pump();
        },
        Math.max(1, this.sentMs - due),
      );
    }
  }
}
