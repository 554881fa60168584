import type { Locale } from "../../locale.js";
import type { Layout } from "../../templates/style.js";
import type { Placeholder } from "../../templates/trigger.js";
import type { MessageSetupTexts, SampleTexts, TemplateProblemTexts } from "./setup-message.js";
import type { StationSetupTexts } from "./setup-station.js";

export type { MessageSetupTexts, SampleTexts, TemplateProblemTexts } from "./setup-message.js";
export type { StationSetupTexts } from "./setup-station.js";

/** The sentences of `/setup` itself: `/setup show`'s fields, the refusals and the one-line answers to changes. */
export interface SetupServerTexts {
  readonly title: string;
  readonly channels: string;
  readonly none: string;
  readonly ping: string;
  readonly noPing: string;
  readonly language: string;
  readonly status: string;
  readonly voiceHome: string;
  readonly voiceUnavailable: string;
  readonly voiceHint: string;
  readonly on: string;
  readonly off: string;
  /** Where a setting comes from (settings' `SettingSource`): `/setup`, or the defaults from `.env`. */
  readonly source: Readonly<Record<"setup" | "default", string>>;
  /** What a channel gets of the tracks (settings' `TrackMode`). */
  readonly tracks: Readonly<Record<"off" | "post" | "edit", string>>;
  readonly notManager: string;
  readonly noServer: string;
  readonly noStore: string;
  /** The store cannot keep writes (its file was deleted or replaced): nothing was saved. */
  readonly storeUnavailable: string;
  /** A `/setup` change refused: a newer version of the bot saved that setting, and this one does not understand it. */
  readonly newerVersion: string;
  /** `/setup show`'s field of the settings a newer version saved, kept as they are; `names` lists them. */
  readonly newerSettings: string;
  readonly newerNames: (names: string) => string;
  readonly unknownChannel: string;
  readonly notText: string;
  /** `names` are Discord's permission names, as the guild view gives them. */
  readonly missing: (channel: string, names: readonly string[]) => string;
  readonly announced: (channel: string, tracks: string) => string;
  readonly unannounced: (channel: string) => string;
  readonly notAnnounced: (channel: string) => string;
  readonly pinged: (role: string) => string;
  readonly unpinged: string;
  readonly cannotPing: (role: string) => string;
  readonly unknownRole: string;
  readonly notMentionable: (role: string) => string;
  /** `/setup language`'s answer: the announcements' new language, named in this one. */
  readonly language_set: (value: Locale) => string;
  readonly status_set: (on: boolean) => string;
}

/** What the catalogue says in /setup replies: settings, stations, templates, styles, languages. */
export interface SetupTexts {
  readonly server: SetupServerTexts;
  readonly station: StationSetupTexts;
  readonly message: MessageSetupTexts;
  /** What each placeholder gives, in a few words, for the lists a moderator reads. */
  readonly placeholders: Readonly<Record<Placeholder, string>>;
  /** The layouts of `/setup style`, as `/setup show` describes them. */
  readonly layouts: Readonly<Record<Layout, string>>;
  readonly template: TemplateProblemTexts;
  /** The made-up DJ and track a preview shows when nothing fitting is on air. */
  readonly sample: SampleTexts;
  /**
   * Every language the bot speaks, named in this one as running text names it (de "Ukrainisch", es "ucraniano");
   * each language's own name for itself is in src/i18n/language-names.ts.
   */
  readonly languages: Readonly<Record<Locale, string>>;
}
