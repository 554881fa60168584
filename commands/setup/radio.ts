import { type CommandContext, type OptionReader, UserError } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { radioProblemText, radioStrings, voiceOffText } from "../../src/render/radio.js";
import { setupReply } from "../../src/render/setup.js";
import { serverOf } from "./server.js";

/** `/setup radio channel|off`: the home voice channel, checked and joined before it is saved. */
export async function radio(options: OptionReader, context: CommandContext): Promise<ReplyMessage> {
  const { guild, saved, save } = serverOf(context);
  const words = radioStrings(context.locale);
  const voice = context.voice;
  if (!voice)
    throw new UserError(voiceOffText(context.voiceOff ?? "node", context.locale, process.versions.node));
  if (options.getSubcommand?.(false) === "off") {
    await save({ ...saved, voiceChannelId: null });
    await voice.setHome(guild.id, null);
    return setupReply(words.homeOff);
  }
  const channel = options.getChannel?.("channel");
  if (!channel) throw new UserError(words.problems["unknown-channel"]);
  const label = `<#${channel.id}>`;
  const problem = voice.homeProblem(guild.id, channel.id);
  if (problem) throw new UserError(radioProblemText(problem, label, context.locale));
  await save({ ...saved, voiceChannelId: channel.id });
  // Saved first: a join that fails now is retried at the next start, and the reply says it is the home channel.
  await voice
    .setHome(guild.id, channel.id)
    .catch((error: unknown) =>
      context.log.warn("voice: could not join the new home channel yet", { error: String(error) }),
    );
  return setupReply(words.homeSet(label));
}
