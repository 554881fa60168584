import type { Dj } from "../panel/schemas.js";

/** The category the panel gives its automatic player. */
export const AUTO_DJ_CATEGORY = "auto";

/** True for a live source (encoder, browser broadcaster, relay), false for the automatic player. */
export function isLive(dj: Pick<Dj, "cat">): boolean {
  return dj.cat !== AUTO_DJ_CATEGORY;
}

/**
 * The DJ on air: active and on air; when several are, the lowest `priority` number wins (a missing priority
 * ranks last), and on a tie a live DJ wins over the automatic player, then the lower id.
 */
export function djOnAir(djs: readonly Dj[]): Dj | null {
  const candidates = djs.filter((dj) => dj.active && dj.on_air);
  candidates.sort(
    (a, b) =>
      (a.priority ?? Number.MAX_SAFE_INTEGER) - (b.priority ?? Number.MAX_SAFE_INTEGER) ||
      Number(isLive(b)) - Number(isLive(a)) ||
      a.id - b.id,
  );
  return candidates[0] ?? null;
}
