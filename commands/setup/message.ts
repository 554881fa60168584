import { type OptionReader, UserError } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { renderMessagePreview } from "../../src/render/setup-message.js";
import { messageSetupStrings, triggerLabel } from "../../src/render/setup-message-words.js";
import { resolveSettings } from "../../src/settings/guild-settings.js";
import { lookOf } from "../../src/settings/message-look.js";
import { withoutTemplate, withTemplate } from "../../src/settings/message-settings.js";
import { checkTemplate } from "../../src/templates/check-template.js";
import { isTrigger, type MessageTemplate } from "../../src/templates/trigger.js";
import { announcementPreview, whereOf } from "./message-preview.js";
import { SAVE_MESSAGE_PREFIX } from "./message-previews.js";
import { namedStation, serverOf, type SetupContext } from "./server.js";

/**
 * `/setup message trigger text [station] [reset]`: with `reset`, the trigger goes back to the default at once;
 * otherwise the template is checked (a refusal says what is allowed) and previewed privately, with what is on air
 * now, behind a Save button. Nothing is saved here.
 */
export async function message(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const server = serverOf(context);
  const words = messageSetupStrings(context.locale);
  const trigger = options.getString("trigger") ?? "";
  if (!isTrigger(trigger)) throw new UserError("setup.message.unknownTrigger");
  const station = namedStation(options, context, server.guild.id);
  const where = whereOf(context, station);
  const label = triggerLabel(context.locale, trigger);
  if (options.getBoolean("reset")) {
    await server.save(withoutTemplate(server.saved, trigger, station?.key ?? null));
    return setupReply(words.reset({ trigger: label, where }));
  }
  const checked = checkTemplate(options.getString("text") ?? "");
  if (!checked.ok) throw new UserError("setup.message.template", { problem: checked.problem });
  const template: MessageTemplate = {
    trigger,
    text: checked.text,
    ...(station ? { station: station.key } : {}),
  };
  const shown = station ?? context.station ?? null;
  const look = lookOf(withTemplate(server.saved, template), shown?.key ?? null);
  const locale = resolveSettings(server.saved, server.defaults).locale;
  const preview = await announcementPreview(trigger, look, shown, locale, context);
  const waiting = { guildId: server.guild.id, template, where };
  const token = context.memory.messagePreviews.add(context.userId, waiting, context.now(), server.guild.id);
  return renderMessagePreview(
    preview.message,
    { trigger, where, sample: preview.sample, saveId: `${SAVE_MESSAGE_PREFIX}${token}` },
    context.locale,
  );
}
