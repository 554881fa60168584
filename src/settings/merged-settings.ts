import type { GuildSettings } from "./guild-settings.js";
import { changesNotUnderstood, NewerSettingsError, notUnderstood, sameValue } from "./newer-settings.js";

/** A server's settings row as the store holds it now, under the write's lock. */
export interface StoredSettings {
  /** The row's JSON as it is (an empty object when there is none, or it is no JSON object at all). */
  readonly json: Readonly<Record<string, unknown>>;
  /** The row as this version reads it (null when there is none, or it does not decode at all). */
  readonly read: GuildSettings | null;
}

/** A settings write: the settings to save, and those the writer read them from (see `mergedSettings`). */
export interface SettingsWrite {
  readonly next: GuildSettings;
  /** What the writer read (null: none); absent: unknown, so what the row holds now. */
  readonly base?: GuildSettings | null | undefined;
}

/**
 * The settings JSON to store when this version saves a write over the row there now (read in the write's
 * transaction, under its lock). Only the settings this version knows (`known`) and the write changes (those that
 * differ from its `base`) are written; the rest of the row stays as it is: settings this version does not know, and
 * values it does not understand (a newer version's, during a rolling upgrade), which a newer process may have put
 * there after the writer read. A write that changes such a value throws {@link NewerSettingsError}, naming the
 * settings, so nothing a newer version saved is overwritten. Pure.
 */
export function mergedSettings(
  stored: StoredSettings,
  write: SettingsWrite,
  known: readonly string[],
): Record<string, unknown> {
  const field = (settings: GuildSettings | null, name: string) =>
    (settings as Readonly<Record<string, unknown>> | null)?.[name];
  const base = write.base === undefined ? stored.read : write.base;
  const changed = known.filter((name) => !sameValue(field(write.next, name), field(base, name)));
  const newerNow = new Set(notUnderstood(stored.read));
  const refused = [...changesNotUnderstood(write.next), ...changed.filter((name) => newerNow.has(name))];
  if (refused.length > 0) throw new NewerSettingsError([...new Set(refused)]);
  // A Map, then entries: a stored key such as "__proto__" stays a plain key, never a prototype.
  const merged = new Map(Object.entries(stored.json));
  for (const name of changed) {
    const value = field(write.next, name);
    if (value === undefined) merged.delete(name);
    else merged.set(name, value);
  }
  return Object.fromEntries(merged);
}

/** A settings column's text as a JSON object to merge into: anything else (no JSON, a list, a number) is none. */
export function storedJson(text: unknown): Readonly<Record<string, unknown>> {
  if (typeof text !== "string") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The home voice channel a merged settings row names, for its `voice_channel_id` column (null: none). */
export function voiceColumn(merged: Readonly<Record<string, unknown>>): string | null {
  const channel = merged["voiceChannelId"];
  return typeof channel === "string" ? channel : null;
}
