import type { Pool, PoolClient } from "pg";

/**
 * Runs `body` in a transaction on one connection of the pool: committed when it returns, rolled back when it
 * throws. A connection whose rollback fails too is broken, so it is closed rather than handed back to the pool.
 */
export async function inTransaction<T>(pool: Pool, body: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await body(client);
    await client.query("COMMIT");
    client.release();
    return result;
  } catch (error) {
    try {
      await client.query("ROLLBACK");
      client.release();
    } catch (rollbackError) {
      client.release(rollbackError instanceof Error ? rollbackError : true);
    }
    throw error;
  }
}
