import { z } from "zod";

/** Who holds a SQLite file, as `<file>.owner` records it. */
export interface StoreOwner {
  readonly pid: number;
  /** For the message only: a pid means nothing on another machine, or in another container. */
  readonly host: string | null;
  /** Linux's boot id: a record from before a reboot is stale whatever its pid. */
  readonly boot: string | null;
  /** The process's start time (clock ticks since boot, Linux): a reused pid has another one. */
  readonly start: string | null;
}

/** What the system says of a pid now. */
export type ProcessProbe = (pid: number) => { readonly alive: boolean; readonly start: string | null };

const OWNER = z.object({
  pid: z.number().int().positive(),
  host: z.string().max(255).nullable().catch(null),
  boot: z.string().max(100).nullable().catch(null),
  start: z.string().max(40).nullable().catch(null),
});

/** The record in an owner file, or null for anything else (a file cut short, or not ours). */
export function parseOwner(text: string): StoreOwner | null {
  try {
    const parsed = OWNER.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether the recorded owner is a live process other than `me`. Pure but for `probe`. A record of this very
 * process (its pid and start time) is not "another": its connections are counted in the process itself. The pid
 * of a container's previous run (often 1 again) is told apart by its start time.
 */
export function ownerAlive(owner: StoreOwner, me: StoreOwner, probe: ProcessProbe): boolean {
  if (owner.boot && me.boot && owner.boot !== me.boot) return false;
  if (owner.pid === me.pid) return false;
  const now = probe(owner.pid);
  if (!now.alive) return false;
  return !(owner.start && now.start && owner.start !== now.start);
}
