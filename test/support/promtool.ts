import { spawn } from "node:child_process";
import { once } from "node:events";

/** What `promtool check metrics` said of an exposition: null when promtool is not installed here. */
export async function promtoolCheck(text: string): Promise<{ code: number; output: string } | null> {
  const child = spawn("promtool", ["check", "metrics"], { stdio: ["pipe", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const spawned = await Promise.race([
    once(child, "spawn").then(() => true),
    once(child, "error").then(() => false),
  ]);
  if (!spawned) return null;
  child.stdin.end(text);
  const [code] = (await once(child, "close")) as [number | null];
  return { code: code ?? -1, output };
}
