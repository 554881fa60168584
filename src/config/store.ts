import { z } from "zod";
import { wholeNumber } from "./fields.js";

/** SQLite drivers an operator may pin; `auto` takes Node's built-in one where it exists. */
export const SQLITE_DRIVERS = ["auto", "node:sqlite", "wasm"] as const;

/** An SQLite driver an operator may pin. */
export type SqliteDriver = (typeof SQLITE_DRIVERS)[number];

/** The variables that say where the bot keeps its state: an SQLite file, or a shared PostgreSQL. */
export const storeVariables = {
  DATA_DIR: z.string().default("./data"),
  SQLITE_DRIVER: z.enum(SQLITE_DRIVERS).default("auto"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/i, "expected a postgres:// or postgresql:// URL")
    .optional(),
  // Each process opens up to this many, plus one that listens for changes: a fleet of N processes needs
  // N × (DATABASE_CONNECTIONS + 1) of PostgreSQL's max_connections (100 by default).
  DATABASE_CONNECTIONS: wholeNumber(4, 100).default(10),
};

/** A good value for each storage variable, shown next to a problem with it. */
export const storeExamples: Record<keyof typeof storeVariables, string> = {
  DATA_DIR: "./data",
  SQLITE_DRIVER: "auto, node:sqlite or wasm",
  DATABASE_URL: "postgres://radio_bot:password@db.internal:5432/radio_bot",
  DATABASE_CONNECTIONS: "10 (4 to 100)",
};
