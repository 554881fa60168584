/**
 * Where a channel's last announcement of a DJ's change is remembered: a row of the table that keeps each
 * channel's now-playing message, under `<station key> <DJ key>` (a station's own key has no space, so the two
 * never meet). The followers' direct messages link to it. Pure.
 */
export function djAnnouncementSlot(stationKey: string, announcerDjKey: string): string {
  return `${stationKey} ${announcerDjKey}`;
}

/** The announcer's DJ key in a DJ-change post's event id (`dj:<key>:<at>`), or null for any other post. Pure. */
export function djKeyOfEventId(eventId: string): string | null {
  if (!eventId.startsWith("dj:")) return null;
  const end = eventId.lastIndexOf(":");
  return end > 3 ? eventId.slice(3, end) : null;
}
