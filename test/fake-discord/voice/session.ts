import type { FakeVoiceConnection } from "./connection.js";
import { PcmRing, SAMPLE_RATE } from "./pcm-ring.js";
import { packetStats, packetsSince, type ReceivedPacket, type VoiceStats } from "./stats.js";
import { dominantFrequency, loudness } from "./tone.js";
import { Waitable } from "./waiter.js";

const PCM_KEPT_MS = 3_000;

export type { ReceivedPacket, VoiceStats } from "./stats.js";

/**
 * Everything the fake voice server saw of one guild's voice: every connection (a rejoin makes a new one), every
 * audio packet, speaking, and the recent decoded audio (first channel, 48 kHz). Tests await it:
 * `await voice.session(guildId).waitForPackets(50)`.
 */
export class FakeVoiceSession extends Waitable {
  readonly connections: FakeVoiceConnection[] = [];
  readonly packets: ReceivedPacket[] = [];
  /** Each speaking change (voice gateway opcode 5) with when it arrived. */
  readonly speakingChanges: { at: number; speaking: boolean }[] = [];
  /** Packets that failed to decrypt or decode. */
  badPackets = 0;
  private pcm: PcmRing | null = null;

  constructor(
    readonly guildId: string,
    private readonly decode: boolean,
  ) {
    super();
  }

  /** The latest connection, open or not. */
  get connection(): FakeVoiceConnection | undefined {
    return this.connections.at(-1);
  }

  /** Whether the last speaking message said the bot speaks. */
  get speaking(): boolean {
    return this.speakingChanges.at(-1)?.speaking ?? false;
  }

  /** Resolves with a connection that has finished its handshake and is still open (the current one, or the next). */
  waitForConnection(): Promise<FakeVoiceConnection> {
    return this.until(
      () => {
        const last = this.connection;
        return last?.ready && last.closeCode === null ? last : undefined;
      },
      `a ready voice connection in guild ${this.guildId}`,
      () => this.connections.map((c) => ({ ready: c.ready, closeCode: c.closeCode })),
    );
  }

  /** Resolves once the n-th connection (1-based) has finished its handshake: `waitForConnections(2)` after a rejoin. */
  waitForConnections(n: number): Promise<FakeVoiceConnection> {
    return this.until(
      () => {
        const nth = this.connections[n - 1];
        return nth?.ready ? nth : undefined;
      },
      `${n} voice connections in guild ${this.guildId}`,
      () => this.connections.length,
    );
  }

  /** Resolves with the close code once the current connection's WebSocket has closed. */
  waitForClose(): Promise<number> {
    return this.until(
      () => this.connection?.closeCode ?? undefined,
      `the voice connection of guild ${this.guildId} to close`,
    );
  }

  /** Resolves once at least `n` packets have arrived at or after `since` (a `Date.now()`; default: ever). */
  waitForPackets(n: number, since = 0): Promise<readonly ReceivedPacket[]> {
    return this.until(
      () => {
        const found = this.packetsSince(since);
        return found.length >= n ? found : undefined;
      },
      `${n} audio packets in guild ${this.guildId}`,
      () => this.stats(since),
    );
  }

  /** Resolves once `ms` of audio arrived and decoded at or after `since`. */
  waitForAudioMs(ms: number, since = 0): Promise<VoiceStats> {
    return this.until(
      () => {
        const stats = this.stats(since);
        return stats.decodedMs >= ms ? stats : undefined;
      },
      `${ms} ms of decoded audio in guild ${this.guildId}`,
      () => this.stats(since),
    );
  }

  /**
   * Resolves with the measured frequency once the last `windowMs` of decoded audio is a tone within `tolerance`
   * (a fraction: 0.02 is 2 %) of `hz`.
   */
  waitForTone(hz: number, tolerance = 0.02, windowMs = 1_000): Promise<number> {
    return this.until(
      () => {
        if (this.pcm === null || this.stats(Date.now() - windowMs).decodedMs < windowMs * 0.9)
          return undefined;
        const measured = this.frequency(windowMs);
        return measured !== null && Math.abs(measured - hz) <= hz * tolerance ? measured : undefined;
      },
      `a ${hz} Hz tone in guild ${this.guildId}`,
      () => ({ frequency: this.frequency(windowMs), stats: this.stats(Date.now() - windowMs) }),
    );
  }

  /** Resolves once the bot's speaking state is `speaking`. */
  waitForSpeaking(speaking = true): Promise<void> {
    return this.until(
      () => this.speaking === speaking || undefined,
      `speaking ${speaking} in guild ${this.guildId}`,
      () => this.speakingChanges,
    ).then(() => undefined);
  }

  /** Resolves once no packet has arrived for `quietMs` (checked as time passes): the bot stopped sending. */
  async waitForSilence(quietMs: number): Promise<void> {
    for (;;) {
      const last = this.packets.at(-1)?.at ?? 0;
      const left = last + quietMs - Date.now();
      if (left <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, left));
    }
  }

  /** Packets that arrived at or after `since`. */
  packetsSince(since: number): readonly ReceivedPacket[] {
    return packetsSince(this.packets, since);
  }

  /** Figures over the packets that arrived between `since` and `until` (`Date.now()` values). */
  stats(since = 0, until = Number.POSITIVE_INFINITY): VoiceStats {
    return packetStats(this.packetsSince(since).filter((p) => p.at <= until));
  }

  /** The dominant frequency (Hz) of the last `windowMs` of decoded audio (up to 3 s), null for silence. */
  frequency(windowMs = 1_000): number | null {
    return dominantFrequency(this.pcm?.recent(windowMs) ?? new Int16Array(), 1, SAMPLE_RATE);
  }

  /** How loud the last `windowMs` of decoded audio is: RMS from 0 to 1. */
  loudness(windowMs = 1_000): number {
    return loudness(this.pcm?.recent(windowMs) ?? new Int16Array());
  }

  /** Closes the current connection's WebSocket with a close code (e.g. 4014 disconnected, 4006, 4015 to resume). */
  close(code: number): void {
    this.connection?.close(code);
  }

  /** @internal The server calls this for a new connection of this guild. */
  addConnection(connection: FakeVoiceConnection): void {
    this.connections.push(connection);
    if (this.pcm) this.pcm.reset();
    else if (this.decode) this.pcm = new PcmRing(PCM_KEPT_MS);
    this.changed();
  }

  /** @internal The server calls this when a connection's state changed (ready, closed, heartbeat). */
  touch(): void {
    this.changed();
  }

  /** @internal Speaking (opcode 5) from the client. */
  addSpeaking(speaking: boolean): void {
    this.speakingChanges.push({ at: Date.now(), speaking });
    this.changed();
  }

  /** @internal A packet that failed to decrypt. */
  addBadPacket(): void {
    this.badPackets++;
    this.changed();
  }

  /** @internal An opened packet: decoded here, recorded, and the waiters told. */
  addPacket(packet: Omit<ReceivedPacket, "decodedMs">, opus: Buffer): void {
    let decodedMs = 0;
    if (this.pcm) {
      try {
        decodedMs = this.pcm.decode(opus);
      } catch {
        this.badPackets++;
      }
    }
    this.packets.push({ ...packet, decodedMs });
    this.changed();
  }

  /** @internal Frees the decoder. */
  dispose(): void {
    this.pcm?.dispose();
    this.pcm = null;
    for (const connection of this.connections) connection.dave?.dispose();
  }
}
