/** What Discord says about the bot's gateway: the shards it recommends, and how many may identify at once. */
export interface GatewayBot {
  readonly shards: number;
  /** Shards that may identify in the same 5 seconds (`session_start_limit.max_concurrency`). */
  readonly maxConcurrency: number;
}

/**
 * Asks Discord's `GET /gateway/bot` (at `DISCORD_API_URL`, so a test's fake Discord answers it). Used before any
 * shard starts: for `SHARDS=auto`, and to know how fast shards may start.
 * @throws Error in words an operator can act on; never with the token.
 */
export async function fetchGatewayBot(
  apiUrl: string,
  token: string,
  timeoutMs = 10_000,
): Promise<GatewayBot> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/v10/gateway/bot`, {
      headers: { Authorization: `Bot ${token.replace(/^Bot\s*/i, "")}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Error(
      `could not ask Discord for the shard count (${apiUrl}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.status === 401) {
    throw Object.assign(new Error("Discord refused DISCORD_TOKEN"), { name: "TokenInvalid" });
  }
  if (!response.ok) throw new Error(`Discord answered ${response.status} when asked for the shard count`);
  const body = (await response.json()) as {
    shards?: unknown;
    session_start_limit?: { max_concurrency?: unknown };
  };
  const shards = Number(body.shards);
  const concurrency = Number(body.session_start_limit?.max_concurrency);
  return {
    shards: Number.isInteger(shards) && shards >= 1 ? shards : 1,
    maxConcurrency: Number.isInteger(concurrency) && concurrency >= 1 ? concurrency : 1,
  };
}
