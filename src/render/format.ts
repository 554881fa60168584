/** `m:ss`, or `h:mm:ss` from an hour on. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** A text progress bar like `▬▬▬▬🔘▬▬▬▬▬`. */
export function progressBar(elapsedMs: number, totalMs: number, width = 16): string {
  const ratio = totalMs > 0 ? Math.min(1, Math.max(0, elapsedMs / totalMs)) : 0;
  const knob = Math.min(width - 1, Math.round(ratio * (width - 1)));
  return `${"▬".repeat(knob)}🔘${"▬".repeat(width - 1 - knob)}`;
}

/** Discord timestamp styles used by the bot: relative, short time, short date and time, short date. */
export type TimestampStyle = "R" | "t" | "f" | "d";

/** A Discord timestamp (`<t:…:R>`): each reader sees it in their own time zone and language. */
export function discordTime(ms: number, style: TimestampStyle = "R"): string {
  return `<t:${Math.floor(ms / 1000)}:${style}>`;
}
