import { readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { resolve } from "node:path";
import { ownerAlive, parseOwner, type ProcessProbe, type StoreOwner } from "./store-owner-record.js";

/** Another live process holds the store: the start waits for it, then is refused with this. */
export class StoreHeldError extends Error {
  constructor(
    readonly file: string,
    readonly owner: StoreOwner | null,
    waited?: string,
  ) {
    const who = owner
      ? `process ${owner.pid}${owner.host ? ` on ${owner.host}` : ""}`
      : "a process that is starting";
    super(
      `another bot process holds the store ${file} (${who}${waited ? `; ${waited}` : ""}); SQLite serves one ` +
        `process: stop the other bot, or ` +
        `give each bot its own DATA_DIR (if no such process runs, delete ${file}.owner)`,
    );
    this.name = "StoreHeldError";
  }
}

/** A file whose owner record is unreadable this long after it was written was left by a process that died. */
const UNREADABLE_STALE_MS = 5_000;

/** Files this process holds, with how many of its connections use each (tests open one file twice). */
const held = new Map<string, { readonly record: string; count: number }>();

/** Linux's view of a process: gone, a zombie (dead, not yet reaped), or alive since a clock tick since boot. */
function probeProcess(pid: number): ReturnType<ProcessProbe> {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields[0] === "Z" || fields[0] === "X") return { alive: false, start: null };
    return { alive: true, start: fields[19] ?? null };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && procReadable())
      return { alive: false, start: null };
  }
  // No /proc (not Linux): the signal 0 probe, without a start time to tell a reused pid.
  try {
    process.kill(pid, 0);
    return { alive: true, start: null };
  } catch (error) {
    return { alive: (error as NodeJS.ErrnoException).code === "EPERM", start: null };
  }
}

function procReadable(): boolean {
  try {
    statSync("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
}

function bootId(): string | null {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || null;
  } catch {
    return null;
  }
}

function thisProcess(): StoreOwner {
  return { pid: process.pid, host: hostname(), boot: bootId(), start: probeProcess(process.pid).start };
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** Whether the owner file at `path` (read as `text`) belongs to a live process other than this one. */
function heldByAnother(
  path: string,
  text: string,
  me: StoreOwner,
): { live: boolean; owner: StoreOwner | null } {
  const owner = parseOwner(text);
  if (!owner) {
    let age = Infinity;
    try {
      age = Date.now() - statSync(path).mtimeMs;
    } catch {
      // Gone meanwhile: free.
    }
    return { live: age < UNREADABLE_STALE_MS, owner: null };
  }
  return { live: ownerAlive(owner, me, probeProcess), owner };
}

/**
 * Makes this process the owner of a SQLite file for as long as it has it open: `<file>.owner` records the pid
 * (with the boot and the process's start time, so a reused pid is not taken for the owner). A file held by another
 * live process is refused (`StoreHeldError`); one whose owner died (killed, crashed) is taken over at once.
 * `first` says that no other connection of this process has the file open; `release` removes the record when
 * this process's last connection to the file closes.
 */
export function holdStore(file: string): { readonly first: boolean; readonly release: () => void } {
  const path = `${resolve(file)}.owner`;
  const mine = held.get(path);
  if (mine) mine.count += 1;
  else held.set(path, { record: take(path, file), count: 1 });
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const entry = held.get(path);
    if (!entry || --entry.count > 0) return;
    held.delete(path);
    if (readText(path) === entry.record) unlinkQuietly(path);
  };
  return { first: !mine, release };
}

function take(path: string, file: string): string {
  const me = thisProcess();
  const record = JSON.stringify(me);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      writeFileSync(path, record, { flag: "wx" });
      return record;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EEXIST") {
        throw new Error(`the store cannot be written: ${path} cannot be created (${code ?? "error"})`, {
          cause: error,
        });
      }
    }
    const text = readText(path);
    if (text === null) continue;
    const { live, owner } = heldByAnother(path, text, me);
    if (live) throw new StoreHeldError(file, owner);
    // Moved aside, then checked: a process that took the file over in between keeps it (put back).
    const aside = `${path}.${process.pid}.stale`;
    try {
      renameSync(path, aside);
    } catch {
      continue;
    }
    if (readText(aside) !== text) restore(aside, path);
    unlinkQuietly(aside);
  }
  throw new StoreHeldError(file, parseOwner(readText(path) ?? ""));
}

function restore(aside: string, path: string): void {
  try {
    writeFileSync(path, readFileSync(aside), { flag: "wx" });
  } catch {
    // Someone holds it again: theirs stands.
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
