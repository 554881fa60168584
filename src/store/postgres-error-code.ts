/** The SQLSTATE code of an error `pg` raised (`55P03` lock not available, `22P02` invalid text), or null. */
export function postgresErrorCode(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  return typeof error.code === "string" ? error.code : null;
}
