/** One audio packet the fake received and opened. */
export interface ReceivedPacket {
  /** `Date.now()` when it arrived. */
  readonly at: number;
  readonly sequence: number;
  readonly timestamp: number;
  readonly ssrc: number;
  /** Size of the Opus frame inside. */
  readonly opusBytes: number;
  /** Milliseconds of audio it decoded to (0 when decoding is off or failed). */
  readonly decodedMs: number;
  /** Whether its Opus frame was end-to-end encrypted with DAVE (and decrypted by the fake's listener). */
  readonly e2ee: boolean;
}

/** Figures over the packets of a time window. */
export interface VoiceStats {
  readonly packets: number;
  /** Packets per second between the first and the last packet of the window. */
  readonly packetsPerSecond: number;
  /** The longest time between two packets in a row, in ms (0 with fewer than two). */
  readonly largestGapMs: number;
  /** Sequence numbers skipped between packets in a row (lost or never sent). */
  readonly missingSequences: number;
  readonly decodedMs: number;
  /** Packets whose frame was DAVE-encrypted. */
  readonly e2eePackets: number;
  readonly firstAt: number | null;
  readonly lastAt: number | null;
}

/** The packets (in arrival order) that arrived at or after `since`, found by binary search. */
export function packetsSince(packets: readonly ReceivedPacket[], since: number): readonly ReceivedPacket[] {
  if (since <= 0) return packets;
  let low = 0;
  let high = packets.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((packets[mid]?.at ?? 0) < since) low = mid + 1;
    else high = mid;
  }
  return packets.slice(low);
}

/** Rate, gaps, lost sequence numbers and decoded time of a run of packets in arrival order. */
export function packetStats(window: readonly ReceivedPacket[]): VoiceStats {
  let largestGapMs = 0;
  let missingSequences = 0;
  let decodedMs = 0;
  window.forEach((packet, i) => {
    decodedMs += packet.decodedMs;
    const before = window[i - 1];
    if (!before) return;
    largestGapMs = Math.max(largestGapMs, packet.at - before.at);
    missingSequences += (packet.sequence - before.sequence - 1 + 65_536) % 65_536;
  });
  const firstAt = window[0]?.at ?? null;
  const lastAt = window.at(-1)?.at ?? null;
  const span = firstAt !== null && lastAt !== null ? (lastAt - firstAt) / 1000 : 0;
  return {
    packets: window.length,
    packetsPerSecond: span > 0 ? (window.length - 1) / span : 0,
    largestGapMs,
    missingSequences,
    decodedMs,
    e2eePackets: window.filter((p) => p.e2ee).length,
    firstAt,
    lastAt,
  };
}
