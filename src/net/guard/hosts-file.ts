import { readFile } from "node:fs/promises";
import { isIP } from "node:net";

/** Where the operating system keeps its static host names (absent on some systems: then no name is listed). */
const HOSTS_PATH = process.platform === "win32" ? "C:\\Windows\\System32\\drivers\\etc\\hosts" : "/etc/hosts";

/**
 * Every address the hosts file gives a name (lower case, no trailing dot), in file order; none when the file is
 * missing or does not list it. Read on each call: the file is small and local, and may change.
 */
export async function hostsFileAddresses(hostname: string, path = HOSTS_PATH): Promise<readonly string[]> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    return [];
  }
  return addressesIn(text, hostname);
}

/** The addresses a hosts file's text gives a name (pure, for tests). */
export function addressesIn(text: string, hostname: string): readonly string[] {
  const found: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [address, ...names] = (line.split("#")[0] ?? "").trim().split(/\s+/);
    if (!address || !isIP(address)) continue;
    if (names.some((name) => name.toLowerCase() === hostname) && !found.includes(address))
      found.push(address);
  }
  return found;
}
