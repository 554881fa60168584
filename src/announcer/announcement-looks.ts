import type { AnnounceTarget } from "../settings/announce-targets.js";
import { lookOf } from "../settings/message-look.js";
import type { AnnouncerEvent } from "../station/changes.js";
import type { AnnouncementLook } from "../templates/style.js";
import { type Trigger, triggerModuleOf } from "../templates/trigger.js";
import { feedWants } from "../templates/triggers/feed.js";

/** One announcement to render: an event, for a target, in the look of that target's server for this station. */
export interface PlannedAnnouncement {
  readonly event: AnnouncerEvent;
  readonly target: AnnounceTarget;
  readonly look: AnnouncementLook;
}

/**
 * What a run posts: each event for each target that wants it (a track only where tracks are on, the station's
 * on/off air only where that is on), each in its server's look for `station`. Pure.
 */
export function plannedAnnouncements(
  events: readonly AnnouncerEvent[],
  targets: readonly AnnounceTarget[],
  station: string,
): PlannedAnnouncement[] {
  const looks = new Map(targets.map((target) => [target, lookOf(target, station)] as const));
  return events.flatMap((event) =>
    targets.flatMap((target) => {
      if (!feedWants(triggerModuleOf(event).feed, target)) return [];
      return [{ event, target, look: looks.get(target) ?? lookOf(target, station) }];
    }),
  );
}

/**
 * Whether any planned announcement's template uses a placeholder (`{listeners}`: then, and only then, the run reads
 * the audience). Pure, given the two functions of the renderer.
 */
export function anyTemplateUses(
  planned: readonly PlannedAnnouncement[],
  triggerOf: (event: AnnouncerEvent) => Trigger,
  uses: (text: string) => boolean,
): boolean {
  return planned.some(({ event, look }) => {
    const text = look.templates[triggerOf(event)];
    return text !== undefined && uses(text);
  });
}
