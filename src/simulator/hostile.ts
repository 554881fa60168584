import type { Wire } from "./station.js";

/** Strings a hostile or broken panel could send: markdown, mentions, huge text, bidi and zero-width tricks. */
export const HOSTILE_TEXTS: readonly string[] = [
  `**@everyone** __look__ ~~here~~ ||spoiler|| \`code\` [free nitro](https://evil.example) <@123456789012345678> <@&234567890123456789> @here # Heading\n> quote ${"A".repeat(4800)}`,
  "@everyone",
  "\u202Eevil.exe\u202C <#345678901234567890> \u200B@\u200Beveryone\u200D",
  "```js\nalert(1)\n``` *italic* _under_ \\ backslash > quote",
  `${"Ω≈ç√∫".repeat(1000)}`,
];

/** URLs that must never reach Discord as links or images. */
export const HOSTILE_URLS: readonly string[] = [
  "javascript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/no-scheme.jpg",
  "ftp://evil.example/cover.jpg",
  `https://evil.example/${"a".repeat(5000)}.jpg`,
];

const URL_KEY = /(url|image|image_\w+|link|img|admin_link)$/;

/** Replaces every string in a panel payload with hostile ones, URLs with bad URLs; numbers and shape stay. */
export function hostilize(value: unknown, key = "", index = 0): unknown {
  if (Array.isArray(value)) return value.map((item, i) => hostilize(item, key, i));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Wire).map(([k, v], i) => [k, hostilize(v, k, index + i)]),
    );
  }
  if (typeof value !== "string" || key === "s_format" || key === "bitrate" || key === "listeners")
    return value;
  const list = URL_KEY.test(key) ? HOSTILE_URLS : HOSTILE_TEXTS;
  return list[index % list.length];
}
