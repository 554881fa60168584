import type { Pool, PoolClient } from "pg";

/**
 * Runs `body` in a transaction on one connection of the pool: committed when it returns, rolled back when it
 * throws. A connection whose rollback fails too is broken, so it is closed rather than handed back to the pool.
 */
export async function inTransaction<T>(pool: Pool, body: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // The pool listens for errors only on idle connections. A connection lost between two statements (its
  // process killed on the server, say) reports it as an event: unheard, that would end the bot; heard, the next
  // statement fails and the transaction ends as any failed one does.
  const broken = (): void => {};
  client.on("error", broken);
  try {
    await client.query("BEGIN");
    const result = await body(client);
    await client.query("COMMIT");
    client.removeListener("error", broken);
    client.release();
    return result;
  } catch (error) {
    try {
      await client.query("ROLLBACK");
      client.removeListener("error", broken);
      client.release();
    } catch (rollbackError) {
      client.release(rollbackError instanceof Error ? rollbackError : true);
    }
    throw error;
  }
}
