/**
 * The frequency of the loudest steady tone in 16-bit PCM, from the first channel: by counting rising zero
 * crossings (with a small dead band, so quiet noise does not count) and timing the first and last with linear
 * interpolation. Exact enough for a pure tone (a few hundredths of a hertz over half a second); null for silence.
 */
export function dominantFrequency(pcm: Int16Array, channels: number, sampleRate: number): number | null {
  const frames = Math.floor(pcm.length / channels);
  let peak = 0;
  for (let i = 0; i < frames; i++) peak = Math.max(peak, Math.abs(pcm[i * channels] ?? 0));
  if (peak < 500) return null;
  const band = peak * 0.1;
  let armed = false;
  let first: number | null = null;
  let last = 0;
  let count = 0;
  for (let i = 1; i < frames; i++) {
    const before = pcm[(i - 1) * channels] ?? 0;
    const now = pcm[i * channels] ?? 0;
    if (before < -band) armed = true;
    if (armed && before < 0 && now >= 0) {
      const at = i - 1 + -before / (now - before);
      if (first === null) first = at;
      else count++;
      last = at;
      armed = false;
    }
  }
  if (first === null || count < 2) return null;
  return (count * sampleRate) / (last - first);
}

/** The root mean square of 16-bit PCM, 0 (silence) to 1 (full scale). */
export function loudness(pcm: Int16Array): number {
  if (pcm.length === 0) return 0;
  let sum = 0;
  for (const sample of pcm) sum += sample * sample;
  return Math.sqrt(sum / pcm.length) / 32768;
}
