import type { ReplyMessage } from "../message/reply-message.js";

/** Shows a Discord timestamp as a person would read it in the terminal. */
function readableTimestamps(text: string, now: number): string {
  return text.replace(/<t:(\d+):([RtTdDfF])>/g, (_all, seconds: string, style: string) => {
    const ms = Number(seconds) * 1000;
    if (style !== "R") return new Date(ms).toISOString().replace("T", " ").slice(0, 16);
    const minutes = Math.round((now - ms) / 60_000);
    if (Math.abs(minutes) < 1) return "just now";
    if (minutes > 0) return minutes < 60 ? `${minutes} min ago` : `${Math.round(minutes / 60)} h ago`;
    return `in ${-minutes} min`;
  });
}

/** Removes markdown escapes and zero-width mention breakers, for reading in a terminal. */
function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\*_~`|[\]<>#+-]|\d+\.)/g, "$1").replaceAll("\u200b", "");
}

/** A readable plain-text rendering of a message, as the preview CLI prints it. */
export function renderForTerminal(message: ReplyMessage, now: number): string {
  const show = (text: string) => readableTimestamps(unescapeMarkdown(text.replace(/(?<!\\)\*\*/g, "")), now);
  const out: string[] = [];
  if (message.content) out.push(show(message.content));
  for (const embed of message.embeds) {
    if (embed.author) out.push(show(embed.author.name));
    if (embed.title) out.push(`┃ ${show(embed.title)}`);
    if (embed.description)
      out.push(
        ...show(embed.description)
          .split("\n")
          .map((line) => `┃ ${line}`),
      );
    for (const field of embed.fields ?? []) {
      out.push(`┃`, `┃ ${show(field.name)}`);
      out.push(
        ...show(field.value)
          .split("\n")
          .filter((line) => !line.startsWith("```"))
          .map((line) => `┃   ${line}`),
      );
    }
    if (embed.thumbnail) out.push(`┃ [cover] ${embed.thumbnail.url}`);
    if (embed.image) out.push(`┃ [image] ${embed.image.url}`);
    if (embed.footer) out.push(`┃ ${show(embed.footer.text)}`);
  }
  for (const file of message.files ?? []) {
    out.push(`[attachment ${file.name}, ${Math.ceil(file.data.length / 1024)} KiB]`);
  }
  for (const row of message.components) {
    const buttons = row.components.map((button) => {
      const label = `${button.emoji?.name ? `${button.emoji.name} ` : ""}${button.label ?? ""}`;
      if ("url" in button) return `[${label}] ${button.url}`;
      return `[${label}${button.disabled ? " (disabled)" : ""}]`;
    });
    out.push(buttons.join("  "));
  }
  return out.join("\n");
}
