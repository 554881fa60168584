import { type ChildProcess, spawn } from "node:child_process";
import { type SimulatedMount, toneArguments } from "./mounts.js";
import { isHeaderPage, OggPages } from "./ogg-pages.js";
import { Pacer } from "./pacer.js";

/** What a listener of a tone source is given: chunks of the stream, then its end. */
export interface ToneListener {
  readonly write: (chunk: Buffer) => void;
  readonly end: () => void;
}

/** How far ahead of real time listeners are kept, and how much recent audio a late one gets at once. */
const BURST_MS = 500;
/** The size of the pieces MP3 and AAC are handed out in (Ogg goes page by page, 20 ms each). */
const PIECE_MS = 20;

/**
 * One mount's endless tone: one ffmpeg encoding it in real time while anyone listens, shared by every listener,
 * stopped when the last one leaves (nobody listening costs nothing). A listener who joins late gets the Ogg header
 * pages first and whole pages after them, with a short burst of recent audio, as from Icecast.
 */
export class ToneSource {
  private process: ChildProcess | null = null;
  private readonly listeners = new Set<ToneListener>();
  private pages: OggPages | null = null;
  private pacer: Pacer | null = null;
  private granule = 0n;
  private headers: Buffer[] = [];
  private recent: { at: number; chunk: Buffer }[] = [];
  private quiet = false;

  constructor(
    readonly mount: SimulatedMount,
    private readonly ffmpeg: string,
  ) {}

  /** Whether ffmpeg runs now. */
  get running(): boolean {
    return this.process !== null;
  }

  /** Whether it sends digital silence instead of its tone. */
  get silent(): boolean {
    return this.quiet;
  }

  /**
   * Sends digital silence instead of the tone (or the tone again). While it runs, its encoder is restarted, which
   * ends the streams open on it, as an Icecast source reconnecting does.
   */
  setSilent(silent: boolean): void {
    if (silent === this.quiet) return;
    this.quiet = silent;
    if (this.process) this.stop();
  }

  /** Adds a listener (starting ffmpeg if it is the first); returns the function that removes it. */
  attach(listener: ToneListener): () => void {
    if (this.process) {
      for (const chunk of [...this.headers, ...this.recent.map((r) => r.chunk)]) listener.write(chunk);
    } else {
      this.start();
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** Ends every listener's stream and stops ffmpeg. */
  stop(): void {
    const process = this.process;
    this.process = null;
    this.pacer?.stop();
    this.pacer = null;
    process?.kill("SIGKILL");
    for (const listener of [...this.listeners]) listener.end();
    this.listeners.clear();
  }

  private start(): void {
    const child = spawn(this.ffmpeg, toneArguments(this.mount, this.quiet), {
      stdio: ["ignore", "pipe", "ignore"],
    });
    this.process = child;
    this.pages = this.mount.format === "opus" ? new OggPages() : null;
    this.headers = [];
    this.recent = [];
    this.granule = 0n;
    const stdout = child.stdout;
    const pacer = new Pacer(
      BURST_MS,
      (piece) => this.send(piece),
      (held) => (held ? stdout?.pause() : stdout?.resume()),
    );
    this.pacer = pacer;
    const bytesPerMs = (Number(this.mount.bitrate) * 1000) / 8 / 1000;
    stdout?.on("data", (chunk: Buffer) => {
      if (this.process !== child) return;
      if (this.pages) {
        for (const page of this.pages.push(chunk)) pacer.push(page, this.pageMs(page));
        return;
      }
      const size = Math.max(1, Math.round(bytesPerMs * PIECE_MS));
      for (let at = 0; at < chunk.length; at += size) {
        const piece = chunk.subarray(at, at + size);
        pacer.push(piece, piece.length / bytesPerMs);
      }
    });
    child.on("error", () => this.process === child && this.stop());
    child.on("exit", () => this.process === child && this.stop());
  }

  /** The audio an Ogg page holds: its granule position (48 kHz samples) past the page before. */
  private pageMs(page: Buffer): number {
    const granule = page.readBigInt64LE(6);
    if (granule <= 0n) return 0;
    const ms = Number(granule - this.granule) / 48;
    this.granule = granule;
    return ms;
  }

  private send(chunk: Buffer): void {
    if (this.pages && this.recent.length === 0 && isHeaderPage(chunk)) this.headers.push(chunk);
    else {
      const now = Date.now();
      this.recent.push({ at: now, chunk });
      while ((this.recent[0]?.at ?? now) < now - BURST_MS) this.recent.shift();
    }
    for (const listener of this.listeners) listener.write(chunk);
  }
}
