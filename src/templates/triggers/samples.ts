import type { SampleTexts } from "../../i18n/areas.js";
import type { DjSnapshot, TrackSnapshot } from "../../station/changes.js";
import type { OnAirNow } from "./trigger-module.js";

/** The DJs and track a preview can show: what is on air now where it fits, made-up ones where it does not. */
export interface SampleCast {
  /** The live DJ on air now, or null. */
  readonly liveNow: DjSnapshot | null;
  /** The automatic player on air now, or null. */
  readonly autoNow: DjSnapshot | null;
  /** A live DJ: the one on air, else a made-up one. */
  readonly live: DjSnapshot;
  /** The automatic player: the one on air, else a made-up one. */
  readonly auto: DjSnapshot;
  /** A second live DJ, always made up (the one handing over). */
  readonly previous: DjSnapshot;
  /** The track on air, else a made-up one. */
  readonly track: TrackSnapshot;
}

const made = (id: number, name: string, live: boolean): DjSnapshot => ({ id, name, live, image: null });

/** The cast of a preview at `at`, from what is on air `now` and the language's sample `words`. Pure. */
export function sampleCast(now: OnAirNow, at: number, words: SampleTexts): SampleCast {
  const liveNow = now.dj?.live ? now.dj : null;
  const autoNow = now.dj && !now.dj.live ? now.dj : null;
  const track: TrackSnapshot = now.track ?? {
    id: -1,
    startedAt: at,
    artist: words.artist,
    title: words.title,
    album: words.album,
    cover: null,
    djName: liveNow?.name ?? null,
    isJingle: false,
    lengthMs: 180_000,
    fromLibrary: true,
  };
  return {
    liveNow,
    autoNow,
    live: liveNow ?? made(-1, words.live, true),
    auto: autoNow ?? made(-2, words.auto, false),
    previous: made(-3, words.previous, true),
    track,
  };
}
