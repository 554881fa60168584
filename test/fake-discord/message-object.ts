import { APPLICATION_ID } from "./server.js";

/** A message object with the fields discord.js requires, for a message the bot posted (or edited in). */
export function messageObject(
  id: string,
  channelId: string,
  body: unknown,
  at: number = Date.now(),
): Record<string, unknown> {
  const content = body as {
    content?: string;
    embeds?: unknown[];
    components?: unknown[];
    flags?: number;
    nonce?: string | number;
  };
  return {
    id,
    channel_id: channelId,
    type: 0,
    author: {
      id: APPLICATION_ID,
      username: "RadioBot",
      discriminator: "0",
      global_name: null,
      avatar: null,
      bot: true,
    },
    content: content.content ?? "",
    embeds: content.embeds ?? [],
    attachments: [],
    components: content.components ?? [],
    mentions: [],
    mention_roles: [],
    mention_everyone: false,
    pinned: false,
    tts: false,
    timestamp: new Date(at).toISOString(),
    edited_timestamp: null,
    flags: content.flags ?? 0,
    application_id: APPLICATION_ID,
    ...(content.nonce === undefined ? {} : { nonce: content.nonce }),
  };
}
