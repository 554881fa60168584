import OpusScript from "opusscript";

/** Samples per second of Discord's Opus audio. */
export const SAMPLE_RATE = 48_000;

/** Decodes Discord's stereo Opus frames with opusscript and keeps the last seconds of the first channel. */
export class PcmRing {
  private readonly pcm: Int16Array;
  private written = 0;
  private decoder = new OpusScript(SAMPLE_RATE, 2, OpusScript.Application.AUDIO);

  constructor(keptMs: number) {
    this.pcm = new Int16Array(Math.round((SAMPLE_RATE * keptMs) / 1000));
  }

  /** Decodes one frame and keeps its samples; returns the milliseconds of audio it held. Throws on a bad frame. */
  decode(opus: Buffer): number {
    const out = this.decoder.decode(opus);
    const stereo = new Int16Array(out.buffer, out.byteOffset, out.byteLength >> 1);
    for (let i = 0; i < stereo.length; i += 2) {
      this.pcm[this.written % this.pcm.length] = stereo[i] ?? 0;
      this.written++;
    }
    return (stereo.length / 2 / SAMPLE_RATE) * 1000;
  }

  /** The last `windowMs` of audio (as much as is kept), oldest first. */
  recent(windowMs: number): Int16Array {
    const count = Math.min(this.written, this.pcm.length, Math.round((SAMPLE_RATE * windowMs) / 1000));
    const out = new Int16Array(count);
    for (let i = 0; i < count; i++) out[i] = this.pcm[(this.written - count + i) % this.pcm.length] ?? 0;
    return out;
  }

  /** Starts a new decoder (a new connection is a new Opus stream) and frees the old one. */
  reset(): void {
    this.decoder.delete();
    this.decoder = new OpusScript(SAMPLE_RATE, 2, OpusScript.Application.AUDIO);
  }

  /** Frees the decoder's memory. */
  dispose(): void {
    this.decoder.delete();
  }
}
