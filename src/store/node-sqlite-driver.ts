import { createRequire } from "node:module";
import type { SqlDatabase, SqlStatement, SqlValue } from "./sql.js";
import { runInTransaction } from "./sql.js";

type NodeSqlite = typeof import("node:sqlite");

const require = createRequire(import.meta.url);
let loaded: NodeSqlite | null | undefined;

/**
 * Node's built-in SQLite (`node:sqlite`, unflagged since Node 22.13), or null on a Node without it (20, and 22.12
 * without `--experimental-sqlite`). Node 22 marks the module experimental and warns once on load; that warning
 * is about our choice, not something an operator can act on, so it is kept out of the bot's output.
 */
export function loadNodeSqlite(): NodeSqlite | null {
  if (loaded !== undefined) return loaded;
  // Put back exactly as it was; it is only ever called through `process`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === "string" ? warning : warning.message;
    if (/SQLite is an experimental feature/.test(text)) return;
    Reflect.apply(emitWarning, process, [warning, ...rest]);
  };
  try {
    loaded = require("node:sqlite") as NodeSqlite;
  } catch {
    loaded = null;
  } finally {
    process.emitWarning = emitWarning;
  }
  return loaded;
}

/** Opens a database file (or `:memory:`) with `node:sqlite`; throws when this Node does not have it. */
export function openNodeSqlite(path: string): SqlDatabase {
  const sqlite = loadNodeSqlite();
  if (!sqlite) throw new Error(`node:sqlite is not available on Node ${process.version}`);
  const db = new sqlite.DatabaseSync(path);
  let closed = false;
  const exec = (sql: string) => {
    db.exec(sql);
  };
  return {
    driver: "node:sqlite",
    exec,
    prepare(sql): SqlStatement {
      const statement = db.prepare(sql);
      return {
        run: (...params: SqlValue[]) => ({ changes: Number(statement.run(...params).changes) }),
        get: (...params: SqlValue[]) => statement.get(...params),
        all: (...params: SqlValue[]) => statement.all(...params),
      };
    },
    transaction: (body) => runInTransaction(exec, body),
    close: () => {
      // Not `db.isOpen`: Node 22.13 and 22.14 do not have it.
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}
