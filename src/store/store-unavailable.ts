/**
 * The store cannot keep what is written to it any more (its SQLite file was deleted or replaced while the bot
 * runs): a write is refused rather than reported as a success that a restart would undo. The message names the
 * store and what to do; the dispatcher answers a user with a refusal of its own words.
 */
export class StoreUnavailableError extends Error {
  /** Where the store is (the SQLite file's path), for the log and `/healthz`. */
  readonly store: string;

  constructor(store: string) {
    super(
      `the store file ${store} was deleted or replaced while the bot runs; restart the bot (it then opens ` +
        `the file found there, or a new empty one); writes are refused until then, as they would not last`,
    );
    this.name = "StoreUnavailableError";
    this.store = store;
  }
}
