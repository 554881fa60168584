import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import { panelRefusalText, strangerRefusalText } from "./panel-refusal.js";
import { radioProblemText, radioStrings, voiceOffText } from "./radio.js";
import type { Refusal, RefusalKey, RefusalParams } from "./refusal-params.js";
import { requestStrings } from "./request.js";
import { setupStrings } from "./setup.js";
import { messageSetupStrings } from "./setup-message-words.js";
import { stationSetupStrings } from "./setup-station.js";
import { stationRefusalText } from "./station-limits.js";
import { stationStrings } from "./stations.js";
import { checkCooldownText, sealingRefusalText, strangersBusyText } from "./strangers.js";
import { stringsFor } from "./strings.js";
import { templateProblemText } from "./template-problem.js";
import { safeText } from "./text.js";

type Wording = { readonly [K in RefusalKey]: (params: RefusalParams[K], locale: Locale) => string };

/** Each refusal's words: a complete record over the keys, so a new refusal without words does not compile. */
const WORDING: Wording = {
  "station.none": (_, locale) => stationStrings(locale).noStation,
  "station.unknown": ({ typed }, locale) => stationStrings(locale).unknownStation({ typed }),
  "server.only": (_, locale) => stringsFor(locale).serverOnly,
  "server.notManager": (_, locale) => setupStrings(locale).notManager,
  "server.noStore": (_, locale) => setupStrings(locale).noStore,
  "server.storeUnavailable": (_, locale) => setupStrings(locale).storeUnavailable,
  "stations.configured": (_, locale) => stationSetupStrings(locale).configured,
  "voice.off": ({ reason, node }, locale) => voiceOffText(reason, locale, node),
  "stats.off": (_, locale) => catalogueOf(locale).stats.command.off,
  "stats.managersOnly": (_, locale) => catalogueOf(locale).stats.command.managersOnly,
  "stats.exportBusy": (_, locale) => catalogueOf(locale).stats.command.exportBusy,
  "radio.streamRefused": (_, locale) => radioStrings(locale).streamRefused,
  "radio.noStation": (_, locale) => radioStrings(locale).noStation,
  "radio.notInVoice": (_, locale) => radioStrings(locale).notInVoice,
  "radio.notAllowed": (_, locale) => radioStrings(locale).notAllowed,
  "radio.home": (_, locale) => radioStrings(locale).home,
  "radio.problem": ({ problem, channel }, locale) => radioProblemText(problem, channel, locale),
  "listen.noSuchChannel": ({ typed }, locale) => stringsFor(locale).noSuchChannel({ query: typed }),
  "history.staleButton": (_, locale) => stringsFor(locale).staleButton,
  "history.notYourPages": (_, locale) => stringsFor(locale).notYourPages,
  "history.unreadable": ({ typed, zone }, locale) =>
    catalogueOf(locale).find.unreadable({ typed: safeText(typed, 64), zone }),
  "history.future": ({ typed }, locale) => catalogueOf(locale).find.future({ typed: safeText(typed, 64) }),
  "history.both": (_, locale) => catalogueOf(locale).find.both,
  "history.noWords": (_, locale) => catalogueOf(locale).find.noWords,
  "follows.off": (_, locale) => catalogueOf(locale).follows.refusals.off,
  "follows.limit": ({ limit }, locale) => catalogueOf(locale).follows.refusals.limit({ limit }),
  "follows.unknownDj": ({ typed, closest }, locale) =>
    catalogueOf(locale).follows.refusals.unknownDj({
      typed: safeText(typed, 100),
      hasClosest: closest.length > 0,
      closest: closest.map((name) => `**${safeText(name, 100)}**`).join(", "),
    }),
  "follows.notFollowing": ({ typed }, locale) =>
    catalogueOf(locale).follows.refusals.notFollowing({ typed: safeText(typed, 100) }),
  "request.tooLong": ({ over }, locale) => requestStrings(locale).tooLong(over),
  "request.cooldown": ({ until }, locale) => requestStrings(locale).cooldown(until),
  "request.closed": ({ reopensAt }, locale) => requestStrings(locale).closed(reopensAt),
  "request.notRequestable": (_, locale) => requestStrings(locale).notRequestable,
  "request.trackBlocked": (_, locale) => requestStrings(locale).trackBlocked,
  "request.ipBlocked": (_, locale) => requestStrings(locale).ipBlocked,
  "request.refused": (_, locale) => requestStrings(locale).refused,
  "request.unknownTrack": (_, locale) => requestStrings(locale).unknownTrack,
  "request.nothingFound": ({ typed }, locale) => requestStrings(locale).nothingFound({ query: typed }),
  "request.expired": (_, locale) => requestStrings(locale).expired,
  "request.notYours": (_, locale) => requestStrings(locale).notYours,
  "setup.newerVersion": (_, locale) => setupStrings(locale).newerVersion,
  "setup.unknownChannel": (_, locale) => setupStrings(locale).unknownChannel,
  "setup.notText": (_, locale) => setupStrings(locale).notText,
  "setup.missing": ({ channel, permissions }, locale) =>
    setupStrings(locale).missing({
      channel,
      names: permissions.map((name) => setupStrings(locale).missingItem({ name })).join(", "),
    }),
  "setup.unknownRole": (_, locale) => setupStrings(locale).unknownRole,
  "setup.unknownZone": ({ typed }, locale) =>
    setupStrings(locale).unknownZone({ typed: safeText(typed, 64) }),
  "setup.notMentionable": ({ role }, locale) => setupStrings(locale).notMentionable({ role }),
  "setup.strangersBusy": (_, locale) => strangersBusyText(locale),
  "setup.checkCooldown": ({ until }, locale) => checkCooldownText(until, locale),
  "setup.style.needOption": (_, locale) => messageSetupStrings(locale).needOption,
  "setup.style.badColor": ({ typed }, locale) => messageSetupStrings(locale).badColor({ typed }),
  "setup.message.unknownTrigger": (_, locale) => messageSetupStrings(locale).unknownTrigger,
  "setup.message.template": ({ problem }, locale) => templateProblemText(problem, locale),
  "setup.message.stale": (_, locale) => messageSetupStrings(locale).stale,
  "setup.message.notYours": (_, locale) => messageSetupStrings(locale).notYours,
  "setup.station.stale": (_, locale) => stationSetupStrings(locale).stale,
  "setup.station.notYours": (_, locale) => stationSetupStrings(locale).notYours,
  "setup.station.needUrl": (_, locale) => stationSetupStrings(locale).needUrl,
  "setup.station.perServer": ({ limit }, locale) => stationSetupStrings(locale).perServer({ limit }),
  "setup.station.limit": ({ refusal }, locale) => stationRefusalText(refusal, locale),
  "setup.station.badKey": (_, locale) => stationSetupStrings(locale).badKey,
  "setup.station.sealing": ({ problem }, locale) => sealingRefusalText(problem, locale),
  "setup.station.address": ({ code, typedName }, locale) =>
    stationSetupStrings(locale).refused({ reason: strangerRefusalText(code, locale, typedName) }),
  "setup.station.cooldown": ({ until }, locale) =>
    stationSetupStrings(locale).cooldown({ again: `<t:${Math.ceil(until / 1000)}:R>` }),
  "setup.station.panelRefused": ({ refusal }, locale) => safeText(panelRefusalText(refusal, locale), 1000),
  "setup.station.noSuchServer": ({ serverId, known }, locale) =>
    stationSetupStrings(locale).noSuchServer({ id: serverId, known }),
  "setup.station.notPanel": (_, locale) => stationSetupStrings(locale).notPanel,
  "setup.station.httpStatus": ({ status, said }, locale) =>
    stationSetupStrings(locale).httpStatus({ status, said: said ? ` (“${said}”)` : "" }),
};

/** Every refusal key, for the tests that walk them all in every language. */
export const REFUSAL_KEYS = Object.keys(WORDING) as readonly RefusalKey[];

/** A refusal in words, in the reader's language. */
export function refusalText(refusal: Refusal, locale: Locale): string {
  return wordsOf(refusal.key, refusal.params, locale);
}

function wordsOf<K extends RefusalKey>(key: K, params: RefusalParams[K], locale: Locale): string {
  const wording: Wording[K] = WORDING[key];
  return wording(params, locale);
}
