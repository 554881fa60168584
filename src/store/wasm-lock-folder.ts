import fs from "node:fs";
import { resolve } from "node:path";

/** Lock folders of files this process has open with the WebAssembly driver, with how many connections each. */
const folders = new Map<string, number>();
let installed = false;

/**
 * `node-sqlite3-wasm` locks a file with one folder, `<file>.lock`, for every lock level: it is a mutex, so a
 * connection that asks SQLite's "does anyone hold RESERVED?" (xCheckReservedLock) always holds the folder itself,
 * and no other connection can hold any lock. The right answer is then always "no"; the package answers "yes"
 * whenever the folder exists, that is always, and SQLite, seeing a writer at work, never rolls back the hot
 * journal a killed process left: it reads the half-written pages as they are ("database disk image is
 * malformed"). The package asks through `fs.accessSync` on the folder; for the folders of files open here, that
 * call is answered "not there". Every other call goes to `fs.accessSync` unchanged.
 */
export function answerReservedLockRightly(file: string): () => void {
  install();
  const folder = `${resolve(file)}.lock`;
  folders.set(folder, (folders.get(folder) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (folders.get(folder) ?? 1) - 1;
    if (left > 0) folders.set(folder, left);
    else folders.delete(folder);
  };
}

function install(): void {
  if (installed) return;
  installed = true;
  // The package calls it through the module object (`fs.accessSync(…)`), so that is where it is answered.
  const accessSync = fs.accessSync;
  fs.accessSync = (path: fs.PathLike, mode?: number) => {
    if (typeof path === "string" && folders.has(path)) {
      throw Object.assign(new Error(`ENOENT: no such file or directory, access '${path}'`), {
        code: "ENOENT",
      });
    }
    accessSync(path, mode);
  };
}

/**
 * Removes a lock folder left by a process that died holding it. Only called by the file's owner (`holdStore`)
 * before its first connection opens: no live process can be holding the folder then.
 */
export function removeDeadLockFolder(file: string): void {
  try {
    fs.rmdirSync(`${resolve(file)}.lock`);
  } catch {
    // No folder: nothing to remove.
  }
}
