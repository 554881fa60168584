import type { CheckStatus, Finding, PermissionName, Section } from "../check/finding.js";
import { sectionOf } from "../check/finding.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { checkLine } from "../i18n/check-line.js";
import type { CheckTexts } from "../i18n/areas.js";
import { LIMITS } from "./limits.js";
import { COLORS } from "./message.js";
import { safeText, truncate } from "./text.js";

const MARK: Readonly<Record<CheckStatus, string>> = { ok: "✅", warn: "⚠️", fail: "❌" };
const SECTIONS: readonly Section[] = ["panel", "station", "streams", "discord"];
/** Findings there can be many of: cut with "and N more" when the report would not fit, problems kept first. */
const LISTED = new Set<Finding["kind"]>(["stream", "channel"]);
const RANK: Readonly<Record<CheckStatus, number>> = { fail: 0, warn: 1, ok: 2 };

/** A finding with its panel text (mount, format, DJ name) made safe for Discord. */
function safe(finding: Finding): Finding {
  if (finding.kind === "stream")
    return {
      ...finding,
      mount: safeText(finding.mount, 100) || "?",
      format: finding.format === null ? null : safeText(finding.format, 20),
    };
  if (finding.kind === "dj" && finding.name !== null)
    return { ...finding, name: safeText(finding.name, 100) };
  return finding;
}

/** A finding's line, with the fix below it as small text. */
function lineOf(finding: Finding, words: CheckTexts): string {
  const names = (missing: readonly PermissionName[]) =>
    missing.map((name) => words.permissions[name]).join(", ");
  const { text, fix } = checkLine(words.lines, safe(finding), names);
  const line = `${MARK[finding.status]} ${text}`;
  return fix && finding.status !== "ok" ? `${line}\n-# ↳ ${fix}` : line;
}

/**
 * Which lines of a section are shown: every finding not listed; of the listed ones (streams, channels) problems
 * first, as many as fit in `room` characters. Returns the shown lines in the findings' order and how many were
 * left out.
 */
function fitSection(
  findings: readonly Finding[],
  words: CheckTexts,
  room: number,
): { lines: string[]; left: number } {
  const lines = findings.map((finding) => lineOf(finding, words));
  const listed = findings.flatMap((finding, i) => (LISTED.has(finding.kind) ? [i] : []));
  let left = room - words.more({ count: listed.length }).length - 1;
  const kept = new Set<number>();
  const rank = (i: number) => RANK[findings[i]?.status ?? "ok"];
  for (const i of [...listed].sort((a, b) => rank(a) - rank(b) || a - b)) {
    const cost = (lines[i]?.length ?? 0) + 1;
    if (cost > left) break;
    left -= cost;
    kept.add(i);
  }
  const shown = lines.filter((_, i) => !listed.includes(i) || kept.has(i));
  return { lines: shown, left: listed.length - kept.size };
}

/**
 * `/setup check`'s private report: a summary, then a line per finding by section (✅, ⚠️ or ❌, and for a problem
 * what to do), within one embed's limits however many streams and channels there are.
 */
export function renderCheck(findings: readonly Finding[], locale: Locale): ReplyMessage {
  const words = catalogueOf(locale).check;
  const fails = findings.filter((f) => f.status === "fail").length;
  const warns = findings.filter((f) => f.status === "warn").length;
  const summary = words.summary({ fails, warns });
  const present = SECTIONS.filter((section) => findings.some((f) => sectionOf(f) === section));
  const headers = present.map((section) => `**${words.sections[section]}**`);
  const fixed = findings.filter((f) => !LISTED.has(f.kind)).map((f) => lineOf(f, words).length + 1);
  const overhead = [summary, ...headers].reduce((sum, text) => sum + text.length + 2, 0);
  // The sections with many lines share what the fixed lines leave of the description.
  const listing = present.filter((section) =>
    findings.some((f) => LISTED.has(f.kind) && sectionOf(f) === section),
  );
  const room = LIMITS.embedDescription - overhead - fixed.reduce((sum, n) => sum + n, 0);
  const share = Math.floor(room / Math.max(1, listing.length));
  const blocks = present.map((section, i) => {
    const { lines, left } = fitSection(
      findings.filter((f) => sectionOf(f) === section),
      words,
      share,
    );
    return [headers[i], ...lines, ...(left > 0 ? [words.more({ count: left })] : [])].join("\n");
  });
  return {
    embeds: [
      {
        title: words.title,
        description: truncate([summary, ...blocks].join("\n\n"), LIMITS.embedDescription),
        color: fails + warns > 0 ? COLORS.problem : COLORS.info,
      },
    ],
    components: [],
    ephemeral: true,
  };
}
