import { lastPosixChange, rememberedYearChanges } from "./posix-tz-offset.js";
import { parsePosixTz } from "./posix-tz.js";
import type { TimeZone } from "./time-zone.js";
import type { Tzif } from "./tzif.js";

/**
 * The zone a parsed TZif file describes: its transitions up to the last one, the footer's POSIX rule from its
 * first change after it (and everywhere when the file has no transitions), the first local time type before the
 * first transition. Throws a
 * RangeError when the footer is not a POSIX TZ string, so a bad file fails when loaded rather than when read.
 */
export function tzifTimeZone(name: string, tzif: Tzif): TimeZone {
  const rule = tzif.footer ? parsePosixTz(tzif.footer) : undefined;
  const transitions = tzif.transitions.map((seconds) => seconds * 1000);
  const offsets = tzif.transitionTypes.map((type) => (tzif.types[type]?.offset ?? 0) * 1000);
  const initial = (tzif.types[0]?.offset ?? 0) * 1000;
  const changesOf = rule?.dst && rememberedYearChanges(rule.offset, rule.dst);
  const lastSeconds = tzif.transitions.at(-1);
  const lastMs = transitions.at(-1) ?? Infinity;
  return {
    name,
    offsetMs(at) {
      if (rule && (lastSeconds === undefined || at > lastMs)) {
        const change = lastPosixChange(rule, Math.floor(at / 1000), changesOf);
        if (lastSeconds === undefined) return (change?.offset ?? rule.offset) * 1000;
        // As the reference reader (tzcode) does, the last listed type holds until the rule's next change: zic's
        // slim files may end on a type the rule would not give at that instant (America/Ojinaga, October 2022).
        if (change && change.at > lastSeconds) return change.offset * 1000;
      }
      const index = lastAtOrBefore(transitions, at);
      return index < 0 ? initial : (offsets[index] ?? initial);
    },
  };
}

/** The index of the last of the ascending `times` at or before `at`, or −1 when all are after it. */
function lastAtOrBefore(times: readonly number[], at: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] ?? Infinity) <= at) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}
