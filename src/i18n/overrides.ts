/**
 * A partial catalogue: any text may be left out, at any depth, and is then taken from the language it falls back
 * to. A text is a string or a function (functions and arrays are taken whole, never merged).
 */
export type Overrides<T> = T extends string | ((...args: never[]) => unknown) | readonly unknown[]
  ? T
  : { readonly [K in keyof T]?: Overrides<T[K]> };

/** Whether a value is a plain object of texts, which a fallback merges key by key. */
function isNested(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `base` with every text `over` gives put in its place, at any depth. */
export function withOverrides<T>(base: T, over: Overrides<T>): T {
  if (!isNested(base) || !isNested(over)) return over as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value !== undefined)
      merged[key] = key in base ? withOverrides(base[key], value as Overrides<unknown>) : value;
  }
  return merged as T;
}
