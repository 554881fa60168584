import { IntlMessageFormat } from "intl-messageformat";
import { PARSE_OPTIONS } from "../../src/i18n/message-options.js";
import { messageScript, type Use } from "./message-script.js";

/** The values one message may be given. */
export type Values = Readonly<Record<string, string | number | boolean | Date>>;

/** Counts that fall in different plural forms across the bot's languages, a fraction and a grouped number. */
const COUNTS = [0, 1, 2, 5, 21, 22, 1.5, 12_345];

/** Every value a message's uses of one value call for: counts, a date, each branch of a select, a word. */
function candidates(uses: readonly Use[]): readonly (string | number | boolean | Date)[] {
  const type = messageScript.valueType(uses);
  if (type === "number") return COUNTS;
  if (type === "Date | number") return [new Date(Date.UTC(2024, 4, 17, 18, 30))];
  if (type === "boolean") return [true, false];
  const keys = uses.flatMap((use) => (typeof use === "object" ? use.select : []));
  return [...new Set([...keys, ...(uses.includes("text") ? ["Ⓐ"] : [])])];
}

/**
 * Sets of values for the messages given (English's first, then a language's own), between them taking every
 * branch of each select and every plural form: each combination while there are few, else each value's
 * candidates side by side.
 */
export function samplesOf(...messages: readonly string[]): readonly Values[] {
  const uses = new Map<string, Use[]>();
  for (const message of messages)
    for (const [name, used] of messageScript.messageArguments(message))
      uses.set(name, [...(uses.get(name) ?? []), ...used]);
  const lists = [...uses].map(([name, used]) => [name, candidates(used)] as const);
  const combinations = lists.reduce((product, [, list]) => product * list.length, 1);
  if (combinations <= 400)
    return lists.reduce<Values[]>(
      (sets, [name, list]) => sets.flatMap((set) => list.map((value) => ({ ...set, [name]: value }))),
      [{}],
    );
  const longest = Math.max(...lists.map(([, list]) => list.length));
  return Array.from({ length: longest }, (_, i) =>
    Object.fromEntries(
      lists.flatMap(([name, list]) => {
        const value = list[i % list.length];
        return value === undefined ? [] : [[name, value] as const];
      }),
    ),
  );
}

/** A message formatted as the bot formats it, in a language's Intl tag. */
export function formatted(message: string, tag: string, values: Values = {}): string {
  return String(new IntlMessageFormat(message, tag, undefined, PARSE_OPTIONS).format(values));
}
