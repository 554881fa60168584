import { describe, expect, it } from "vitest";
import { resolveDriver } from "../../src/store/open-database.js";
import { storeDescription } from "../../src/store/store-description.js";

describe("where the bot says it keeps its state", () => {
  it("names the SQLite folder and driver without DATABASE_URL", () => {
    expect(storeDescription({ dataDir: "./data", sqliteDriver: "wasm" })).toBe("./data (SQLite via wasm)");
    expect(storeDescription({ dataDir: "./data", databaseUrl: "" })).toBe(
      `./data (SQLite via ${resolveDriver("auto")})`,
    );
  });

  it("names the PostgreSQL server and database, never the user or the password", () => {
    const databaseUrl = "postgresql://radio_bot:pa%24%24word@db.internal:5433/radio?sslmode=require";
    const said = storeDescription({ dataDir: "./data", databaseUrl });
    expect(said).toBe("PostgreSQL at db.internal:5433, database radio");
    expect(said).not.toMatch(/radio_bot|pa/);
  });
});
