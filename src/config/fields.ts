import { z } from "zod";

/** What a group of variables parses to: each variable's value after its schema, defaults applied. */
export type ParsedVariables<Shape extends z.core.$ZodShape> = z.output<z.ZodObject<Shape>>;

/** The words an on/off variable accepts as "on". */
const TRUE_WORDS: readonly string[] = ["true", "1", "yes", "on"];

/** Whether the raw text of an on/off variable says "on" (for checks made before parsing). */
export const isTrue = (value: string | undefined): boolean => TRUE_WORDS.includes(value ?? "");

/** An on/off variable: true, false, 1, 0, yes, no, on or off. */
export const onOff = z.enum(["true", "false", "1", "0", "yes", "no", "on", "off"]).transform(isTrue);

/** A Discord id. */
export const snowflake = z.string().regex(/^\d{17,20}$/, "expected a Discord id (17 to 20 digits)");

/** Whether `value` is an absolute http(s) URL. */
export const isHttpUrl = (value: string): boolean =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** An absolute http(s) URL. */
export const httpUrl = z.string().refine(isHttpUrl, "expected an http(s) URL");

/** A whole number from `min` to `max`, written in digits. */
export function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^\d+$/, `expected a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `expected a whole number from ${min} to ${max}`)
        .max(max, `expected a whole number from ${min} to ${max}`),
    );
}
