import type { SKRSContext2D } from "@napi-rs/canvas";
import { cleanText, truncate } from "./text.js";

/**
 * The longest start of `text` (cleaned, at most `most` characters) that fits `width` in the context's font, with
 * an ellipsis when cut; empty when not even one character and the ellipsis fit.
 */
export function fitText(ctx: SKRSContext2D, text: string, width: number, most = 40): string {
  if (width < 20) return "";
  const clean = cleanText(text);
  let low = 0;
  let high = Math.min(clean.length, most);
  const candidate = (n: number) => (n >= clean.length ? clean : truncate(clean, n + 1));
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ctx.measureText(candidate(mid)).width <= width) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? "" : candidate(low);
}
