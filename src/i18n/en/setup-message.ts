import { onOff } from "../choose.js";
import { plural } from "../numbers.js";
import type { MessageSetupTexts, SetupTexts, TemplateProblemTexts } from "../types/setup.js";

/** `/setup message` and `/setup style`, in English. */
export const message: MessageSetupTexts = {
  previewTitle: (trigger) => `👀 Preview: ${trigger}`,
  previewHint: (where) =>
    `This is how the announcement will look${where}, with what is on air now. Nothing is saved until you press Save.`,
  sampleHint: (where) =>
    `This is how the announcement will look${where}, with sample values (nothing is on air now). Nothing is saved until you press Save.`,
  save: "Save",
  allStations: " for every station",
  forStation: (name) => ` for ${name}`,
  saved: (trigger, where) => `✅ Saved: **${trigger}** uses your wording${where} from now on.`,
  reset: (trigger, where) => `✅ **${trigger}** is back to the bot's own wording${where}.`,
  stale: "This preview has expired or was already used. Run /setup message again.",
  notYours: "Only the moderator who ran /setup message can save it.",
  unknownTrigger: "Pick one of the announcements offered in the `trigger` option.",
  styleSaved: "✅ Saved. A track announcement in the new style:",
  needOption: "Give at least one of `layout`, `color`, `cover` or `timestamp`.",
  badColor: (typed) =>
    `“${typed}” is not a colour. Give one in hex, like \`#1e90ff\`, \`1e90ff\` or \`#fff\`, or \`default\` for each announcement's own colour.`,
  colorDefault: "each announcement's own colour",
  colorOf: (hex) => `colour ${hex}`,
  cover: onOff({ on: "cover shown", off: "no cover" }),
  time: onOff({ on: "time shown", off: "no time" }),
  styleField: "Announcement style",
  templatesField: "Message templates",
  noTemplates: "none: the bot's own wording (/setup message)",
  more: (count) => `…and ${count} more`,
};

/** Why a template is refused, in English. */
export const template: TemplateProblemTexts = {
  empty: "The template is empty: write the words the bot should post.",
  tooLong: (length, max) => `The template is ${length} characters long; the most is ${max}.`,
  unknown: (count) => plural("en", count, { one: "Unknown placeholder:", other: "Unknown placeholders:" }),
  more: (count) => `and ${count} more`,
  allowed: "You can use:",
  rules: (max) =>
    `A template is text with Discord markdown, up to ${max} characters. Braces around anything else are kept as written.`,
};

/** The rest of `/setup message`'s words, in English. */
export const messageWords: Pick<SetupTexts, "placeholders" | "layouts" | "sample"> = {
  placeholders: {
    dj: "the DJ on air (or “nobody”)",
    previous_dj: "the DJ before",
    artist: "the artist",
    title: "the song's title",
    album: "the album",
    track: "artist — title",
    station: "the station's name",
    listeners: "how many listen now",
    listen: "the link to listen",
    time: "when it happened (each reader's own time)",
  },
  layouts: { embed: "embed", compact: "one line, no embed", both: "one line and the embed" },
  sample: {
    live: "DJ Nova",
    previous: "DJ Aurora",
    auto: "AutoDJ",
    artist: "The Artist",
    title: "A Song",
    album: "An Album",
  },
};
