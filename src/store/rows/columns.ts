import { z } from "zod";

/**
 * An integer column: SQLite returns a number, PostgreSQL a BIGINT as a string (so no precision is lost on the way).
 * Either way a safe integer comes out; Unix-ms times and ids are well within that range.
 */
export const integerColumn = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?[0-9]{1,16}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().safe());

/** A `count(*) AS n` answer: PostgreSQL's count is a BIGINT, a string. */
export const COUNT_ROW = z.object({ n: integerColumn }).transform((row) => row.n);

/** A text column holding JSON (both stores keep states, messages and settings as JSON text), decoded by `schema`. */
export function jsonColumn<T>(schema: z.ZodType<T>): z.ZodType<T> {
  return z
    .string()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.issues.push({ code: "custom", message: "not JSON", input: text });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
