import type { FollowSetting, GuildSettings } from "./guild-settings.js";

/** Follows are on in a server until its moderators turn them off. */
export const FOLLOWS_ON_BY_DEFAULT = true;

/** How many DJs one user may follow in a server when its moderators set no cap. */
export const DEFAULT_FOLLOWS_PER_USER = 25;

/** The most a server may let one user follow (`/setup follow limit:`). */
export const MAX_FOLLOWS_PER_USER = 100;

/**
 * Follows in a server as its moderators set them (`/setup follow`), or the defaults: on, 25 per user. A stored
 * cap outside 1–100 (none is written) reads as the nearest bound. Pure.
 */
export function followSettingsOf(settings: GuildSettings | null): FollowSetting {
  const own = settings?.follows;
  if (!own) return { enabled: FOLLOWS_ON_BY_DEFAULT, maxPerUser: DEFAULT_FOLLOWS_PER_USER };
  const cap = Number.isFinite(own.maxPerUser) ? Math.round(own.maxPerUser) : DEFAULT_FOLLOWS_PER_USER;
  return { enabled: own.enabled, maxPerUser: Math.min(MAX_FOLLOWS_PER_USER, Math.max(1, cap)) };
}
