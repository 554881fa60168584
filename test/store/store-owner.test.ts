import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Logger } from "../../src/log.js";
import { openAsyncStore } from "../../src/store/open-async-store.js";
import { availableDrivers } from "../../src/store/open-database.js";
import { DATABASE_FILE, openSqliteStore } from "../../src/store/sqlite-store.js";
import { ownerAlive, type StoreOwner } from "../../src/store/store-owner-record.js";
import { StoreHeldError } from "../../src/store/store-owner.js";
import { holdingProcess, type HoldingProcess } from "../support/kill-writer.js";

const folders: string[] = [];
const holders: HoldingProcess[] = [];

afterEach(async () => {
  for (const holder of holders.splice(0)) await holder.kill();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "radio-bot-owner-"));
  folders.push(dir);
  return dir;
}

async function holder(dir: string, driver: string): Promise<HoldingProcess> {
  const held = await holdingProcess(dir, driver);
  holders.push(held);
  return held;
}

describe("who holds a store file", () => {
  const me: StoreOwner = { pid: 100, host: "h", boot: "b1", start: "5000" };
  const alive = (start: string | null) => () => ({ alive: true, start });

  it("is a live process other than this one, with the start time it was recorded with", () => {
    expect(ownerAlive({ ...me, pid: 7, start: "42" }, me, alive("42"))).toBe(true);
    expect(ownerAlive({ ...me, pid: 7, start: null }, me, alive("42"))).toBe(true);
  });

  it("is no one when the pid is gone, was reused since, or was recorded before a reboot, or is this process's", () => {
    expect(ownerAlive({ ...me, pid: 7 }, me, () => ({ alive: false, start: null }))).toBe(false);
    expect(ownerAlive({ ...me, pid: 7, start: "42" }, me, alive("43"))).toBe(false);
    expect(ownerAlive({ ...me, pid: 7, boot: "b0" }, me, alive("5000"))).toBe(false);
    // A container's previous run had the same pid (1, often): not a live owner.
    expect(ownerAlive({ ...me, start: "10" }, me, alive("5000"))).toBe(false);
  });
});

describe.each(availableDrivers())("two processes, one SQLite file (%s)", (driver) => {
  it("refuses the second live process, naming the one that holds the file; opens once it has stopped", async () => {
    const dir = dataDir();
    const first = await holder(dir, driver);
    expect(() => openSqliteStore(dir, driver)).toThrow(StoreHeldError);
    expect(() => openSqliteStore(dir, driver)).toThrow(
      new RegExp(`another bot process holds the store .*process ${first.pid}\\b`),
    );
    await first.stop();
    openSqliteStore(dir, driver).close();
    expect(existsSync(join(dir, `${DATABASE_FILE}.owner`))).toBe(false);
  });

  it("takes over at once from a process killed holding it, and the lock folder it left", async () => {
    const dir = dataDir();
    const first = await holder(dir, driver);
    await first.kill();
    // Killed in the middle of a write, the WebAssembly driver's lock folder stays too: a fresh one.
    mkdirSync(join(dir, `${DATABASE_FILE}.lock`));
    const store = openSqliteStore(dir, driver);
    store.checkWritable();
    store.close();
    expect(existsSync(join(dir, `${DATABASE_FILE}.lock`))).toBe(false);
  });

  it("waits at start, logged once, for a bot that is still stopping, and goes on when it is free", async () => {
    const dir = dataDir();
    const first = await holder(dir, driver);
    const warnings: string[] = [];
    let heard: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (heard = resolve));
    const log: Logger = {
      debug() {},
      info() {},
      error() {},
      warn(message) {
        warnings.push(message);
        heard();
      },
    };
    const opening = openAsyncStore(
      { dataDir: dir, sqliteDriver: driver },
      { log, wait: { maxMs: 60_000, pollMs: 10 } },
    );
    await waiting;
    await first.stop();
    const store = await opening;
    await store.checkWritable();
    await store.close();
    expect(warnings).toEqual(["waiting for the store: another bot process holds it"]);
  });

  it("is refused after the wait, with the holder's pid", async () => {
    const dir = dataDir();
    const first = await holder(dir, driver);
    await expect(
      openAsyncStore({ dataDir: dir, sqliteDriver: driver }, { wait: { maxMs: 0 } }),
    ).rejects.toThrow(new RegExp(`process ${first.pid}\\b.*waited 0 s`));
  });

  it("takes over an owner record left unreadable by a process that died writing it", () => {
    const dir = dataDir();
    openSqliteStore(dir, driver).close();
    const owner = join(dir, `${DATABASE_FILE}.owner`);
    writeFileSync(owner, "");
    const old = new Date(Date.now() - 60_000);
    utimesSync(owner, old, old);
    openSqliteStore(dir, driver).close();
    expect(existsSync(owner)).toBe(false);
  });
});
