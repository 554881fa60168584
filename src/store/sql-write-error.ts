/** SQLite's primary result codes for a write the file or the disk refuses, and what each is called here. */
const REFUSED: Readonly<Record<number, { readonly code: StoreWriteCode; readonly what: string }>> = {
  8: { code: "SQLITE_READONLY", what: "read-only file" },
  10: { code: "SQLITE_IOERR", what: "I/O error" },
  13: { code: "SQLITE_FULL", what: "disk full" },
};

/** The SQLite codes a `StoreWriteError` carries. */
export type StoreWriteCode = "SQLITE_READONLY" | "SQLITE_IOERR" | "SQLITE_FULL";

/** The messages SQLite gives for them (the WebAssembly driver reports only the message). */
const BY_MESSAGE: readonly (readonly [RegExp, number])[] = [
  [/attempt to write a readonly database/i, 8],
  [/disk I\/O error/i, 10],
  [/database or disk is full/i, 13],
];

/** The store cannot write: the file is read-only, the disk is full, or the disk failed. Says which, with the code. */
export class StoreWriteError extends Error {
  constructor(
    readonly code: StoreWriteCode,
    what: string,
    cause: Error,
  ) {
    super(`the store cannot be written: ${what} (${code}: ${cause.message})`, { cause });
    this.name = "StoreWriteError";
  }
}

/**
 * `error` as a `StoreWriteError` when SQLite refused a write because of the file or the disk (node:sqlite gives
 * the code as `errcode`, the WebAssembly driver only the message); anything else as it is.
 */
export function asStoreWriteError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof StoreWriteError) return error;
  const errcode = (error as { errcode?: unknown }).errcode;
  const primary =
    typeof errcode === "number"
      ? errcode & 0xff
      : BY_MESSAGE.find(([pattern]) => pattern.test(error.message))?.[1];
  const refused = primary === undefined ? undefined : REFUSED[primary];
  return refused ? new StoreWriteError(refused.code, refused.what, error) : error;
}

/** Runs `body`, throwing a refused write as a `StoreWriteError`. */
export function classifyFailure<T>(body: () => T): T {
  try {
    return body();
  } catch (error) {
    throw asStoreWriteError(error);
  }
}
