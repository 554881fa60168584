/** The sentences of `/setup message` and `/setup style`, and `/setup show`'s style and templates. */
export interface MessageSetupTexts {
  readonly previewTitle: (trigger: string) => string;
  /** `where` is `""`, {@link allStations} or {@link forStation}'s text. */
  readonly previewHint: (where: string) => string;
  readonly sampleHint: (where: string) => string;
  readonly save: string;
  /** Appended to a sentence, with its leading space: ` for every station`. */
  readonly allStations: string;
  /** Appended to a sentence, with its leading space: ` for Radio X`. */
  readonly forStation: (name: string) => string;
  readonly saved: (trigger: string, where: string) => string;
  readonly reset: (trigger: string, where: string) => string;
  readonly stale: string;
  readonly notYours: string;
  readonly unknownTrigger: string;
  readonly styleSaved: string;
  readonly needOption: string;
  /** `typed` is what the moderator typed, already made plain and cut. */
  readonly badColor: (typed: string) => string;
  readonly colorDefault: string;
  readonly colorOf: (hex: string) => string;
  readonly cover: (on: boolean) => string;
  readonly time: (on: boolean) => string;
  readonly styleField: string;
  readonly templatesField: string;
  readonly noTemplates: string;
  /** The last line of a cut list: `count` is already formatted for the language. */
  readonly more: (count: string) => string;
}

/** Why a template is refused, and what is allowed. Counts come formatted for the language. */
export interface TemplateProblemTexts {
  readonly empty: string;
  readonly tooLong: (length: string, max: string) => string;
  /** The words before the list of unknown placeholders, by how many there are (through `plural`). */
  readonly unknown: (count: number) => string;
  readonly more: (count: string) => string;
  readonly allowed: string;
  readonly rules: (max: string) => string;
}

/** The made-up values a preview uses when nothing fitting is on air. */
export interface SampleTexts {
  readonly live: string;
  readonly previous: string;
  readonly auto: string;
  readonly artist: string;
  readonly title: string;
  readonly album: string;
}
