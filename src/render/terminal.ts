import { catalogueOf } from "../i18n/catalogues.js";
import type { TerminalTexts } from "../i18n/areas.js";
import { ComponentType } from "discord.js";
import { buttonsOf, type ReplyMessage } from "../message/reply-message.js";
import type { Locale } from "../locale.js";

/** Shows a Discord timestamp as a person would read it in the terminal. */
function readableTimestamps(text: string, now: number, words: TerminalTexts): string {
  return text.replace(/<t:(\d+):([RtTdDfF])>/g, (_all, seconds: string, style: string) => {
    const ms = Number(seconds) * 1000;
    if (style !== "R") return new Date(ms).toISOString().replace("T", " ").slice(0, 16);
    const minutes = Math.round((now - ms) / 60_000);
    if (Math.abs(minutes) < 1) return words.justNow;
    if (minutes > 0)
      return minutes < 60
        ? words.minutesAgo({ minutes })
        : words.hoursAgo({ hours: Math.round(minutes / 60) });
    return words.inMinutes({ minutes: -minutes });
  });
}

/** Removes markdown escapes and zero-width mention breakers, for reading in a terminal. */
function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\*_~`|[\]<>#+-]|\d+\.)/g, "$1").replaceAll("\u200b", "");
}

/** A readable plain-text rendering of a message, as the preview CLI prints it, in the reader's language. */
export function renderForTerminal(message: ReplyMessage, now: number, locale: Locale): string {
  const words = catalogueOf(locale).listener.terminal;
  const show = (text: string) =>
    readableTimestamps(unescapeMarkdown(text.replace(/(?<!\\)\*\*/g, "")), now, words);
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
    if (embed.thumbnail) out.push(`┃ [${words.cover}] ${embed.thumbnail.url}`);
    if (embed.image) out.push(`┃ [${words.image}] ${embed.image.url}`);
    if (embed.footer) out.push(`┃ ${show(embed.footer.text)}`);
  }
  for (const file of message.files ?? []) {
    out.push(`[${words.attachment({ name: file.name, kib: Math.ceil(file.data.length / 1024) })}]`);
  }
  for (const row of message.components) {
    const [first] = row.components;
    if (first?.type === ComponentType.StringSelect) {
      const options = first.options.map((option) =>
        option.description ? `${option.label} (${option.description})` : option.label,
      );
      out.push(`[▾ ${first.placeholder ?? ""}: ${options.join(" | ")}]`);
      continue;
    }
    const buttons = buttonsOf({ components: [row] }).map((button) => {
      const label = `${button.emoji?.name ? `${button.emoji.name} ` : ""}${button.label ?? ""}`;
      if ("url" in button) return `[${label}] ${button.url}`;
      return `[${label}${button.disabled ? ` ${words.disabled}` : ""}]`;
    });
    out.push(buttons.join("  "));
  }
  return out.join("\n");
}
