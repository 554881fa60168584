import type { TrackSnapshot } from "../station/changes.js";
import { httpUrl } from "../station/safe-url.js";
import { discordTime } from "./format.js";
import { formatCount } from "../i18n/numbers.js";
import { type Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { LIMITS } from "./limits.js";
import type { Placeholder } from "../templates/trigger.js";

/**
 * A placeholder's value: panel text, escaped where it lands (with `fallback` when it is empty), or markup the bot
 * built itself (a Discord timestamp, a `<url>`, a count), put in as it is.
 */
export type TemplateValue =
  | { readonly kind: "panel"; readonly text: string | null; readonly max: number; readonly fallback: string }
  | { readonly kind: "markup"; readonly text: string };

/** The value of every placeholder for one announcement. */
export type PlaceholderValues = Readonly<Record<Placeholder, TemplateValue>>;

/** What an announcement knows, for its placeholders; null where it does not know. */
export interface TemplateFacts {
  readonly dj: string | null;
  readonly previousDj: string | null;
  /** The track on air (never a jingle). */
  readonly track: TrackSnapshot | null;
  readonly station: string | null;
  readonly listeners: number | null;
  readonly listenUrl: string | null;
  /** When the change happened, in ms. */
  readonly at: number | null;
}

const panel = (text: string | null | undefined, max: number, fallback = ""): TemplateValue => ({
  kind: "panel",
  text: text ?? null,
  max,
  fallback,
});

const markup = (text: string): TemplateValue => ({ kind: "markup", text });

/** One ASCII character as `%XX`. */
export function percentEncoded(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
}

// Characters that could end `<…>`, a masked link's `(…)` or a code span, or ping (`@everyone` in a path);
// percent-encoded, servers read the same.
const URL_BREAKERS = /[\s`<>|()@]/g;

/**
 * `{listen}`: the http(s) address as `<url>` (Discord shows no preview), or nothing (no address, too long for a
 * button, or with a user name or password, which a public message should not show).
 */
export function listenMarkup(url: string | null): string {
  const href = httpUrl(url);
  if (!href || new URL(href).username !== "" || new URL(href).password !== "") return "";
  const encoded = href.replace(URL_BREAKERS, percentEncoded);
  return encoded.length <= LIMITS.buttonUrl ? `<${encoded}>` : "";
}

/**
 * The value of each placeholder. `{dj}` and `{previous_dj}` say "nobody" when no one is there; every other unknown
 * value is empty. `{time}` is a relative Discord timestamp (each reader's own time zone and language), `{listeners}`
 * the count in the locale's digits. Pure.
 */
export function placeholderValues(facts: TemplateFacts, locale: Locale): PlaceholderValues {
  const { track } = facts;
  const trackLine = track ? (track.artist ? `${track.artist} — ${track.title}` : track.title) : null;
  const listeners = facts.listeners;
  const knownCount = listeners !== null && Number.isFinite(listeners) && listeners >= 0;
  const knownTime = facts.at !== null && Number.isFinite(facts.at);
  // `{dj}` and `{previous_dj}` with no one there: nobody is on air.
  const nobody = catalogueOf(locale).programme.announcement.nobodyName;
  return {
    dj: panel(facts.dj, 100, nobody),
    previous_dj: panel(facts.previousDj, 100, nobody),
    artist: panel(track?.artist, 100),
    title: panel(track?.title, 200),
    album: panel(track?.album, 200),
    track: panel(trackLine, 300),
    station: panel(facts.station, 100),
    listeners: markup(knownCount ? formatCount(locale, listeners) : ""),
    listen: markup(listenMarkup(facts.listenUrl)),
    time: markup(knownTime && facts.at !== null ? discordTime(facts.at) : ""),
  };
}
