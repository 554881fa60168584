import { z } from "zod";
import type { ReplyMessage } from "../../message/reply-message.js";

// Loose objects: the parts of an embed or button the bot reads are checked, the rest (a field a newer version
// sets) goes to Discord as it was, and Discord checks the whole payload when it is sent.
const TEXT = z.string().optional();
const LINK = z.looseObject({ url: z.string() }).optional();

const EMBED = z.looseObject({
  title: TEXT,
  description: TEXT,
  url: TEXT,
  timestamp: TEXT,
  color: z.number().int().optional(),
  footer: z.looseObject({ text: z.string(), icon_url: TEXT }).optional(),
  author: z.looseObject({ name: z.string(), url: TEXT, icon_url: TEXT }).optional(),
  image: LINK,
  thumbnail: LINK,
  fields: z
    .array(z.looseObject({ name: z.string(), value: z.string(), inline: z.boolean().optional() }))
    .optional(),
});

// Discord's numbers (ComponentType, ButtonStyle), written out: the store does not load discord.js.
const BUTTON = 2;
const LINK_STYLE = 5;
const EMOJI = z.looseObject({ name: z.string().optional(), id: z.string().optional() }).optional();
const LINK_BUTTON = z.looseObject({
  type: z.literal(BUTTON),
  style: z.literal(LINK_STYLE),
  url: z.string(),
  label: TEXT,
  emoji: EMOJI,
  disabled: z.boolean().optional(),
});
const ID_BUTTON = z.looseObject({
  type: z.literal(BUTTON),
  style: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  custom_id: z.string(),
  label: TEXT,
  emoji: EMOJI,
  disabled: z.boolean().optional(),
});
const BUTTON_ROW = z.looseObject({
  type: z.literal(1),
  components: z.array(z.union([LINK_BUTTON, ID_BUTTON])),
});

/** A file as the outbox keeps it: its bytes in base64 (a Buffer would not survive JSON). */
const FILE = z
  .object({ name: z.string(), base64: z.string() })
  .transform((file) => ({ name: file.name, data: Buffer.from(file.base64, "base64") }));

/** A queued message as the outbox keeps it (JSON, see {@link replyMessageJson}), files included (a weekly report's chart). */
export const REPLY_MESSAGE_JSON = z.object({
  content: TEXT,
  embeds: z.array(EMBED),
  components: z.array(BUTTON_ROW),
  ephemeral: z.boolean().optional(),
  mentionRoles: z.array(z.string()).optional(),
  files: z.array(FILE).optional(),
}) satisfies z.ZodType<ReplyMessage, unknown>;

/** A message as the outbox writes it: JSON, each file's bytes in base64 ({@link REPLY_MESSAGE_JSON} reads it back). */
export function replyMessageJson(message: ReplyMessage): string {
  const { files, ...rest } = message;
  if (!files?.length) return JSON.stringify(rest);
  return JSON.stringify({
    ...rest,
    files: files.map((file) => ({ name: file.name, base64: file.data.toString("base64") })),
  });
}
