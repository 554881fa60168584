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

/**
 * A queued message as the outbox keeps it (JSON). Files are not part of it: nothing queued carries one, and a
 * Buffer would not survive JSON anyway.
 */
export const REPLY_MESSAGE_JSON = z.object({
  content: TEXT,
  embeds: z.array(EMBED),
  components: z.array(BUTTON_ROW),
  ephemeral: z.boolean().optional(),
  mentionRoles: z.array(z.string()).optional(),
}) satisfies z.ZodType<ReplyMessage>;
