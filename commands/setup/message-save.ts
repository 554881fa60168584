import { UserError } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { messageSetupStrings, triggerLabel } from "../../src/render/setup-message-words.js";
import { withTemplate } from "../../src/settings/message-settings.js";
import { SAVE_MESSAGE_PREFIX } from "./message-previews.js";
import { serverOf, type SetupContext } from "./server.js";

/** A message preview's Save button (`setup:message:<token>`): only its moderator, in its server, in time. */
export async function saveMessage(customId: string, context: SetupContext): Promise<ReplyMessage> {
  const server = serverOf(context);
  const words = messageSetupStrings(context.locale);
  const token = customId.slice(SAVE_MESSAGE_PREFIX.length);
  const { messagePreviews } = context.memory;
  const waiting = messagePreviews.find(token, context.userId, context.now());
  if (!waiting.found || waiting.value.guildId !== server.guild.id) throw new UserError("setup.message.stale");
  if (!waiting.mine) throw new UserError("setup.message.notYours");
  messagePreviews.remove(token);
  const { template, where } = waiting.value;
  // Applied to the settings as they are now, not as they were at the preview: other changes made since stay.
  await server.save(withTemplate(server.saved, template));
  return setupReply(words.saved({ trigger: triggerLabel(context.locale, template.trigger), where }));
}
