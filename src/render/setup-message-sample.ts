import type { ReplyMessage } from "../message/reply-message.js";
import type { AnnouncerEvent } from "../station/changes.js";
import type { AnnouncementLook } from "../templates/style.js";
import { type Trigger, triggerModule } from "../templates/trigger.js";
import type { OnAirNow, TriggerSample } from "../templates/triggers/trigger-module.js";
import { type AnnouncementExtras, renderAnnouncement } from "./announcements.js";
import { renderDeadAir } from "./dead-air.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";

export type { OnAirNow } from "../templates/triggers/trigger-module.js";

/** Whether a preview had to make up its DJ or track: nothing fitting was on air. */
export interface SampleEvent {
  readonly event: AnnouncerEvent;
  readonly sample: boolean;
}

/** A trigger's sample change (its module's `sample`), with the language's made-up names. Pure. */
export function triggerSample(trigger: Trigger, now: OnAirNow, at: number, locale: Locale): TriggerSample {
  return triggerModule(trigger).sample(now, at, catalogueOf(locale).setup.sample);
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
  const { change, sample } = triggerSample(trigger, now, at, locale);
  if (change.kind === "silence") throw new Error(`the ${trigger} trigger's sample is no station change`);
  return { event: change, sample };
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
  const { change, sample } = triggerSample(trigger, input.now, input.at, locale);
  if (change.kind === "silence") {
    const { stationName } = input.extras;
    const message = renderDeadAir(change.notice, stationName, input.deadAirSeconds, change.at, locale, look);
    return { message, sample };
  }
  return { message: renderAnnouncement(change, locale, look, input.extras), sample };
}
