import { existsSync } from "node:fs";

/** Loads `.env` from the working directory when there is one; real environment variables win over it. */
export function loadDotEnv(path = ".env"): void {
  if (!existsSync(path)) return;
  const before = { ...process.env };
  process.loadEnvFile(path);
  Object.assign(process.env, before);
}
