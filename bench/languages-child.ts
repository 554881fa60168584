// Run by bench/languages.ts in a process of its own: what the message files cost to load and to format. The
// modules are imported (and compiled) before the first reading, so the figures are the catalogues' alone. Prints
// one line of JSON.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { messageArguments, valueType } from "../scripts/message-types.mjs";

const ownMiB = () => Number(/^RssAnon:\s+(\d+)/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1]) / 1024;
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const heapMiB = () => process.memoryUsage().heapUsed / 2 ** 20;

/** Values for a message: a number, `true`, a select's first key, or a word, by how English uses each. */
function valuesFor(message: string): Record<string, unknown> {
  return Object.fromEntries(
    [...messageArguments(message)].map(([name, uses]) => {
      const type = valueType(uses);
      const select = type.startsWith('"') ? (JSON.parse(type.split(" | ")[0] ?? '""') as string) : null;
      const value = type === "number" ? 3 : type === "boolean" ? true : (select ?? "Radio");
      return [name, value];
    }),
  );
}

const { LOCALES } = await import("../src/locale.js");
const { LINE_VALUES } = await import("../src/i18n/check-line.js");
const { catalogueOf, messageFileOf } = await import("../src/i18n/catalogues.js");
const english = messageFileOf("en");
const lineValues = Object.fromEntries(LINE_VALUES.map((name) => [name, 2]));
const values = new Map(
  Object.entries(english).map(([key, message]) => [
    key,
    { ...(key.startsWith("check.lines.") ? lineValues : {}), ...valuesFor(message) },
  ]),
);
gc();
const before = { own: ownMiB(), heap: heapMiB() };
const started = performance.now();
const perLocale = LOCALES.map((locale) => {
  const at = performance.now();
  catalogueOf(locale);
  return Math.round(performance.now() - at);
});
const loadedMs = performance.now() - started;
gc();
const loaded = { own: ownMiB(), heap: heapMiB() };
const leafAt = (catalogue: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
let messages = 0;
const pass = () => {
  const at = performance.now();
  messages = 0;
  for (const locale of LOCALES)
    for (const key of Object.keys(english)) {
      const leaf = leafAt(catalogueOf(locale), key);
      if (typeof leaf === "function") (leaf as (values: unknown) => string)(values.get(key));
      messages++;
    }
  return performance.now() - at;
};
const firstMs = pass();
const secondMs = pass();
gc();
const after = { own: ownMiB(), heap: heapMiB() };
process.stdout.write(
  `${JSON.stringify({
    loadedMs,
    perLocale,
    firstMs,
    secondMs,
    messages,
    loadedOwnMiB: loaded.own - before.own,
    loadedHeapMiB: loaded.heap - before.heap,
    ownMiB: after.own - before.own,
    heapMiB: after.heap - before.heap,
  })}\n`,
);
