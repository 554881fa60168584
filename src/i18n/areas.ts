import type { Catalogue } from "./catalogue.js";

// The parts of the catalogue that renderers take whole, named. Each is the generated type of its keys.

/** The replies of /nowplaying, /history, /listen and /listeners. */
export type Strings = Catalogue["listener"]["replies"];
export type StationTexts = Catalogue["listener"]["stations"];
export type TerminalTexts = Catalogue["listener"]["terminal"];
export type RequestTexts = Catalogue["programme"]["request"];
export type RadioTexts = Catalogue["programme"]["radio"];
/** The problems `/radio` and `/setup radio` refuse with a fixed sentence: the keys of their messages. */
export type RadioProblemKind = keyof RadioTexts["problems"];
/** The voice permissions a channel can lack, by the English names Discord shows. */
export type VoicePermission = keyof RadioTexts["permissionNames"];
export type SetupServerTexts = Catalogue["setup"]["server"];
export type StationSetupTexts = Catalogue["setup"]["station"];
export type MessageSetupTexts = Catalogue["setup"]["message"];
export type SampleTexts = Catalogue["setup"]["sample"];
export type CheckTexts = Catalogue["check"];
export type CommandTexts = Catalogue["commands"];
export type StatsTexts = Catalogue["stats"];

/** A slash command's, subcommand's or option's name and description, as Discord shows them. */
export interface Named {
  readonly name: string;
  readonly description: string;
}
