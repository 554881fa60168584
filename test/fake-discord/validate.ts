/**
 * Discord's own checks on a message body, written independently of the bot's renderer so the end-to-end tests
 * do not grade the bot with its own code. Returns Discord-style error text, or null when Discord would accept it.
 */
export function invalidMessage(body: unknown): string | null {
  const message = (body ?? {}) as {
    content?: string;
    embeds?: {
      title?: string;
      description?: string;
      fields?: { name: string; value: string }[];
      footer?: { text: string };
      author?: { name: string; icon_url?: string };
      thumbnail?: { url: string };
      image?: { url: string };
    }[];
    components?: { components: { label?: string; url?: string; custom_id?: string }[] }[];
  };
  const problems: string[] = [];
  const httpOnly = (url: string | undefined) => url === undefined || /^https?:\/\//.test(url);
  if ((message.content?.length ?? 0) > 2000) problems.push("content: Must be 2000 or fewer in length.");
  const embeds = message.embeds ?? [];
  if (embeds.length > 10) problems.push("embeds: Must be 10 or fewer in length.");
  let total = 0;
  for (const embed of embeds) {
    const fields = embed.fields ?? [];
    total +=
      (embed.title?.length ?? 0) +
      (embed.description?.length ?? 0) +
      (embed.footer?.text.length ?? 0) +
      (embed.author?.name.length ?? 0) +
      fields.reduce((sum, f) => sum + f.name.length + f.value.length, 0);
    if ((embed.title?.length ?? 0) > 256) problems.push("embeds.title: Must be 256 or fewer in length.");
    if ((embed.description?.length ?? 0) > 4096)
      problems.push("embeds.description: Must be 4096 or fewer in length.");
    if (fields.length > 25) problems.push("embeds.fields: Must be 25 or fewer in length.");
    for (const f of fields) {
      if (f.name.length === 0 || f.name.length > 256) problems.push("embeds.fields.name: invalid length.");
      if (f.value.length === 0 || f.value.length > 1024)
        problems.push("embeds.fields.value: invalid length.");
    }
    // Embed images may also name a file sent with the message (checked against the files elsewhere).
    for (const url of [embed.thumbnail?.url, embed.image?.url, embed.author?.icon_url]) {
      if (!httpOnly(url) && !url?.startsWith("attachment://"))
        problems.push("embeds.url: Scheme must be one of ('http', 'https', 'attachment').");
    }
  }
  if (total > 6000) problems.push("embeds: Embed size exceeds maximum size of 6000");
  const rows = message.components ?? [];
  if (rows.length > 5) problems.push("components: Must be 5 or fewer in length.");
  for (const row of rows) {
    if (row.components.length > 5) problems.push("components.components: Must be 5 or fewer in length.");
    for (const button of row.components) {
      if ((button.label?.length ?? 0) > 80) problems.push("components.label: Must be 80 or fewer in length.");
      if (button.url !== undefined && (!httpOnly(button.url) || button.url.length > 512))
        problems.push("components.url: invalid URL.");
      if ((button.custom_id?.length ?? 0) > 100)
        problems.push("components.custom_id: Must be 100 or fewer in length.");
    }
  }
  return problems.length > 0 ? problems.join("; ") : null;
}
