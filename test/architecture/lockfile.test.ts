import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface Locked {
  readonly version?: string;
  readonly optionalDependencies?: Record<string, string>;
}

/**
 * `npm ci` refuses a lock file that lacks any optional dependency of a locked package. The registry this project
 * is built against lacks some of @napi-rs/canvas's platform packages, so `npm install` here leaves them out; their
 * entries (version, os, cpu) are kept in the lock by hand. This test names any that went missing.
 */
describe("package-lock.json", () => {
  it("lists every optional (platform) dependency of every locked package", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, Locked>;
    };
    const missing = Object.entries(lock.packages).flatMap(([path, locked]) =>
      Object.keys(locked.optionalDependencies ?? {})
        .filter(
          (name) => !lock.packages[`node_modules/${name}`] && !lock.packages[`${path}/node_modules/${name}`],
        )
        .map((name) => `${name} (optional dependency of ${path || "the project"})`),
    );
    expect(missing).toEqual([]);
  });

  it("marks the project as having an install script exactly when package.json has one, as npm 11 writes it", () => {
    // npm 11 records `hasInstallScript` at the root; a lock without it is rewritten by every `npm install`, which
    // leaves a deploy's checkout dirty (issue 26).
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts?: Record<string, string> };
    const installs = ["preinstall", "install", "postinstall"].some(
      (name) => pkg.scripts?.[name] !== undefined,
    );
    expect(lock.packages[""]?.hasInstallScript ?? false).toBe(installs);
  });
});
