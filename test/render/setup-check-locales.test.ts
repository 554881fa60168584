import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/check/finding.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { LIMITS, limitProblems } from "../../src/render/limits.js";
import { renderCheck } from "../../src/render/setup-check.js";
import { LOCALES } from "../../src/locale.js";
import { ALL_PERMISSIONS, EVERY, FINE, WORST } from "./check-findings.js";

const description = (findings: readonly Finding[], locale: (typeof LOCALES)[number]) =>
  renderCheck(findings, locale).embeds[0]?.description ?? "";

/** What a text left unfilled or broken by a wrong value looks like. */
const BROKEN = /\b(?:undefined|null|NaN)\b|\[object|\{n\}|\$\{| {2}/;

describe("the /setup check report in every language", () => {
  it.each(LOCALES)(
    "%s: renders every finding as a whole line, its fix below a problem, within the limits",
    (locale) => {
      for (const finding of [...EVERY, ...FINE]) {
        const message = renderCheck([finding], locale);
        expect(limitProblems(message)).toEqual([]);
        const text = message.embeds[0]?.description ?? "";
        const lines = text.split("\n");
        const at = lines.findIndex((line) => /^(✅|⚠️|❌) \S/.test(line));
        expect(at, JSON.stringify(finding)).toBeGreaterThan(0);
        const line = lines[at] ?? "";
        expect(line).toMatch(/[.)»“”]$/u);
        expect(line).not.toMatch(BROKEN);
        // A problem has a fix below it in every language exactly where it has one in English.
        const fixed = (shown: string) => /\n-# ↳ /.test(shown);
        expect(fixed(text), JSON.stringify(finding)).toBe(fixed(description([finding], "en")));
        if (fixed(text)) {
          expect(lines[at + 1]).toMatch(/^-# ↳ \S.*[.)»“”]$/u);
          expect(lines[at + 1]).not.toMatch(BROKEN);
        }
      }
    },
  );

  it.each(LOCALES)(
    "%s: names every permission in the language's own words, each once in a list",
    (locale) => {
      const { permissions } = catalogueOf(locale).check;
      const names = ALL_PERMISSIONS.map((name) => permissions[name]);
      expect(new Set(names).size).toBe(ALL_PERMISSIONS.length);
      const text = description([{ kind: "events", status: "fail", missing: ALL_PERMISSIONS }], locale);
      for (const name of names) expect(text).toContain(name);
      if (locale !== "en") expect(names.filter((name, i) => name === ALL_PERMISSIONS[i])).toEqual([]);
    },
  );

  it.each(LOCALES)(
    "%s: the longest report fits one embed, every fixed line whole, problems listed first",
    (locale) => {
      const message = renderCheck(WORST, locale);
      expect(limitProblems(message)).toEqual([]);
      const text = message.embeds[0]?.description ?? "";
      expect(text.length).toBeLessThanOrEqual(LIMITS.embedDescription);
      expect(text.endsWith("…")).toBe(false);
      const { check } = catalogueOf(locale);
      for (const section of ["panel", "station", "streams", "discord"] as const)
        expect(text).toContain(`**${check.sections[section]}**`);
      // The lines that are never cut are there in full; the many streams and channels end in "and N more".
      for (const finding of WORST.filter((f) => f.kind !== "stream" && f.kind !== "channel"))
        expect(text).toContain(description([finding], locale).split("\n").slice(3).join("\n"));
      expect(text).toContain(check.more({ count: 300 - 1 }).slice(0, 3));
      const count = (status: string) => WORST.filter((f) => f.status === status).length;
      expect(text.startsWith(check.summary({ fails: count("fail"), warns: count("warn") }))).toBe(true);
    },
  );

  it("counts problems and warnings in each language's plural forms", () => {
    const summaries = (locale: (typeof LOCALES)[number]) =>
      [1, 2, 5, 21, 22, 1000].map((n) => catalogueOf(locale).check.summary({ fails: n, warns: n }));
    expect(summaries("uk")[0]).toMatch(/^1 проблема, 1 попередження\./);
    expect(summaries("uk")[1]).toMatch(/^2 проблеми, 2 попередження\./);
    expect(summaries("uk")[2]).toMatch(/^5 проблем, 5 попереджень\./);
    expect(summaries("pl")[3]).toMatch(/^21 problemów, 21 ostrzeżeń\./);
    expect(summaries("pl")[4]).toMatch(/^22 problemy, 22 ostrzeżenia\./);
    expect(summaries("de")[5]).toMatch(/^1\.000 Probleme, 1\.000 Warnungen\./);
    expect(summaries("es-ES")[5]).toMatch(/^1000 problemas, 1000 avisos\./);
    expect(summaries("es-419")[5]).toMatch(/^1,000 problemas, 1,000 avisos\./);
    expect(summaries("pt-BR")[0]).toMatch(/^1 problema, 1 aviso\./);
    for (const locale of LOCALES)
      expect(catalogueOf(locale).check.summary({ fails: 0, warns: 0 })).not.toMatch(/\d/);
  });

  it("writes Spain's and Latin America's Spanish apart where they differ", () => {
    const onAir: Finding = { kind: "dj", status: "ok", name: "DJ Nova", live: true };
    expect(description([onAir], "es-ES")).toContain("En antena: DJ Nova (en directo).");
    expect(description([onAir], "es-419")).toContain("Al aire: DJ Nova (en vivo).");
    expect(catalogueOf("es-ES").check.permissions["Manage Events"]).toBe("«Gestionar eventos»");
    expect(catalogueOf("es-419").check.permissions["Manage Events"]).toBe("«Administrar eventos»");
  });
});
