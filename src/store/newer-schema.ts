/**
 * The refusal of a store whose schema a newer version of the bot wrote, the same for SQLite and PostgreSQL: this
 * version would not know what the newer tables mean, and migrating "down" would lose what the newer one keeps.
 */
export function newerSchemaError(version: number, known: number): Error {
  return new Error(
    `the store was written by a newer version of the bot (schema ${version}, this version knows up to ${known}): ` +
      "upgrade this process, or restore a backup taken before the upgrade",
  );
}
