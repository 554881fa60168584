import type { Trigger } from "./trigger.js";

/** How announcements look: an embed (the default), one line of text, or both. */
export type Layout = "embed" | "compact" | "both";

/** A server's announcement style (`/setup style`). */
export interface MessageStyle {
  readonly layout: Layout;
  /** The embeds' colour (0xRRGGBB); null: the colour of each kind of announcement, as by default. */
  readonly color: number | null;
  /** Whether the cover art (or the DJ's picture) shows. */
  readonly cover: boolean;
  /** Whether the time of the change shows. */
  readonly timestamp: boolean;
}

/** Today's look: embeds in each announcement's colour, with the cover and the time. */
export const DEFAULT_STYLE: MessageStyle = { layout: "embed", color: null, cover: true, timestamp: true };

/**
 * What a renderer needs to give one channel its announcement: the server's style and the templates in force for
 * the station it is about (resolved with `templateFor`; a trigger that is absent keeps the default wording).
 */
export interface AnnouncementLook {
  readonly style: MessageStyle;
  readonly templates: Readonly<Partial<Record<Trigger, string>>>;
}

/** The default look: today's messages. */
export const DEFAULT_LOOK: AnnouncementLook = { style: DEFAULT_STYLE, templates: {} };
