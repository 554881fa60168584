import type { PanelRefusal } from "../panel/errors.js";
import type { StationRefusal } from "../settings/station-refusal.js";
import type { TemplateProblem } from "../templates/check-template.js";
import type { AddressRefusalCode } from "./panel-refusal.js";
import type { RadioProblem, VoiceOff } from "./radio.js";

/**
 * Every refusal a command can give, by key, with the parameters it is put into words with (`undefined`: none).
 * Parameters are data (numbers, times in ms, codes, what the user typed, Discord mentions), never words of a
 * language: the dispatcher words a refusal in the reader's language (see `refusalText`).
 */
export interface RefusalParams {
  // The dispatcher's and the requirements' (see `src/discord/requirements.ts`).
  readonly "station.none": undefined;
  readonly "station.unknown": { readonly typed: string };
  readonly "server.only": undefined;
  readonly "server.notManager": undefined;
  readonly "server.noStore": undefined;
  readonly "server.storeUnavailable": undefined;
  readonly "stations.configured": undefined;
  readonly "voice.off": { readonly reason: VoiceOff; readonly node: string };
  readonly "stats.off": undefined;
  // `/stats`.
  readonly "stats.managersOnly": undefined;
  readonly "stats.exportBusy": undefined;
  // `/radio` and `/setup radio`.
  readonly "radio.streamRefused": undefined;
  readonly "radio.noStation": undefined;
  readonly "radio.notInVoice": undefined;
  readonly "radio.notAllowed": undefined;
  readonly "radio.home": undefined;
  /** `channel` is a channel mention, or `""` when the member named none. */
  readonly "radio.problem": { readonly problem: RadioProblem; readonly channel: string };
  // `/listen` and `/history`.
  readonly "listen.noSuchChannel": { readonly typed: string };
  readonly "history.staleButton": undefined;
  readonly "history.notYourPages": undefined;
  /** `zone` is the IANA name clock times are read in. */
  readonly "history.unreadable": { readonly typed: string; readonly zone: string };
  readonly "history.future": { readonly typed: string };
  readonly "history.both": undefined;
  readonly "history.noWords": undefined;
  // `/follow` and `/unfollow`.
  readonly "follows.off": undefined;
  readonly "follows.limit": { readonly limit: number };
  /** `closest`: the station's DJ names nearest to what was typed (panel text, escaped when worded). */
  readonly "follows.unknownDj": { readonly typed: string; readonly closest: readonly string[] };
  readonly "follows.notFollowing": { readonly typed: string };
  // `/request`.
  readonly "request.tooLong": { readonly over: number };
  readonly "request.cooldown": { readonly until: number };
  readonly "request.closed": { readonly reopensAt: number | null };
  readonly "request.notRequestable": undefined;
  readonly "request.trackBlocked": undefined;
  readonly "request.ipBlocked": undefined;
  readonly "request.refused": undefined;
  readonly "request.unknownTrack": undefined;
  readonly "request.nothingFound": { readonly typed: string };
  readonly "request.expired": undefined;
  readonly "request.notYours": undefined;
  // `/setup`.
  readonly "setup.newerVersion": undefined;
  readonly "setup.unknownChannel": undefined;
  readonly "setup.notText": undefined;
  /** `permissions` are Discord's names of the permissions missing. */
  readonly "setup.missing": { readonly channel: string; readonly permissions: readonly string[] };
  readonly "setup.unknownRole": undefined;
  readonly "setup.unknownZone": { readonly typed: string };
  readonly "setup.notMentionable": { readonly role: string };
  readonly "setup.strangersBusy": undefined;
  readonly "setup.checkCooldown": { readonly until: number };
  readonly "setup.style.needOption": undefined;
  readonly "setup.style.badColor": { readonly typed: string };
  readonly "setup.message.unknownTrigger": undefined;
  readonly "setup.message.template": { readonly problem: TemplateProblem };
  readonly "setup.message.stale": undefined;
  readonly "setup.message.notYours": undefined;
  readonly "setup.station.stale": undefined;
  readonly "setup.station.notYours": undefined;
  readonly "setup.station.needUrl": undefined;
  readonly "setup.station.perServer": { readonly limit: number };
  readonly "setup.station.limit": { readonly refusal: StationRefusal };
  readonly "setup.station.badKey": undefined;
  readonly "setup.station.sealing": { readonly problem: "unset" | "too-short" };
  /** `typedName`: the moderator typed a host name (a missing one and an internal one then read the same). */
  readonly "setup.station.address": { readonly code: AddressRefusalCode; readonly typedName: boolean };
  readonly "setup.station.cooldown": { readonly until: number };
  readonly "setup.station.panelRefused": { readonly refusal: PanelRefusal };
  /** `known` is the panel's list of its radio servers, already escaped. */
  readonly "setup.station.noSuchServer": { readonly serverId: number; readonly known: string };
  readonly "setup.station.notPanel": undefined;
  /** `said` is a few plain words of the body, or `""`. */
  readonly "setup.station.httpStatus": { readonly status: number; readonly said: string };
}

/** The key of a refusal a command can give. */
export type RefusalKey = keyof RefusalParams;

/** One refusal: its key and its parameters. */
export type Refusal = {
  readonly [K in RefusalKey]: { readonly key: K; readonly params: RefusalParams[K] };
}[RefusalKey];

/** How a refusal is given: its key, and its parameters when it has some. */
export type RefusalArgs = {
  readonly [K in RefusalKey]: RefusalParams[K] extends undefined
    ? [key: K]
    : [key: K, params: RefusalParams[K]];
}[RefusalKey];
