import type { ReplyMessage } from "../message/reply-message.js";
import type { AnnouncerEvent, DjSnapshot, TrackSnapshot } from "../station/changes.js";
import type { AnnouncementLook } from "../templates/style.js";
import type { Trigger } from "../templates/trigger.js";
import { type AnnouncementExtras, renderAnnouncement } from "./announcements.js";
import { renderDeadAir } from "./dead-air.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";

/** What is on air now, as a preview uses it (from the panel; each part null when the panel shows none). */
export interface OnAirNow {
  readonly dj: DjSnapshot | null;
  readonly track: TrackSnapshot | null;
  readonly listenUrl: string | null;
}

/** Whether a preview had to make up its DJ or track: nothing fitting was on air. */
export interface SampleEvent {
  readonly event: AnnouncerEvent;
  readonly sample: boolean;
}

/**
 * The event a trigger's preview shows, built with what is on air now (the live DJ, the automatic player, the track)
 * where it fits the trigger, and sample values where it does not. Not for dead air (see {@link previewAnnouncement}).
 * Pure.
 */
export function sampleEvent(
  trigger: Exclude<Trigger, "dead-air" | "sound-back">,
  now: OnAirNow,
  at: number,
  locale: Locale,
): SampleEvent {
  const words = catalogueOf(locale).setup.sample;
  const made = (id: number, name: string, live: boolean): DjSnapshot => ({ id, name, live, image: null });
  const liveNow = now.dj?.live ? now.dj : null;
  const autoNow = now.dj && !now.dj.live ? now.dj : null;
  const live = liveNow ?? made(-1, words.live, true);
  const auto = autoNow ?? made(-2, words.auto, false);
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
  const dj = (
    change: "live" | "handover" | "automatic" | "nobody",
    from: DjSnapshot,
    to: DjSnapshot | null,
  ) => ({
    kind: "dj" as const,
    id: "preview",
    change,
    from,
    to,
    at,
    track,
    listenUrl: now.listenUrl,
  });
  switch (trigger) {
    case "live":
      return { event: dj("live", auto, live), sample: liveNow === null || now.track === null };
    case "handover":
      return { event: dj("handover", made(-3, words.previous, true), live), sample: true };
    case "automatic":
      return { event: dj("automatic", live, auto), sample: autoNow === null || now.track === null };
    case "nobody":
      return { event: dj("nobody", now.dj ?? live, null), sample: now.dj === null || now.track === null };
    case "track":
      return {
        event: { kind: "track", id: "preview", track, dj: now.dj, listenUrl: now.listenUrl },
        sample: now.track === null,
      };
    case "off-air":
    case "on-air":
      return { event: { kind: "station", id: "preview", onAir: trigger === "on-air", at }, sample: false };
  }
}

/** What a preview of any trigger needs besides the look. */
export interface PreviewInput {
  readonly now: OnAirNow;
  readonly extras: AnnouncementExtras;
  readonly at: number;
  /** `DEAD_AIR_SECONDS`, for the dead-air message. */
  readonly deadAirSeconds: number;
}

/** A trigger's message as it would be posted in a server's look, and whether sample values filled it. Pure. */
export function previewAnnouncement(
  trigger: Trigger,
  look: AnnouncementLook,
  input: PreviewInput,
  locale: Locale,
): { readonly message: ReplyMessage; readonly sample: boolean } {
  if (trigger === "dead-air" || trigger === "sound-back") {
    const message = renderDeadAir(
      trigger,
      input.extras.stationName,
      input.deadAirSeconds,
      input.at,
      locale,
      look,
    );
    return { message, sample: false };
  }
  const { event, sample } = sampleEvent(trigger, input.now, input.at, locale);
  return { message: renderAnnouncement(event, locale, look, input.extras), sample };
}
