import { ApplicationCommandOptionType } from "discord.js";
import { localized } from "../../src/i18n/localized.js";
import { inEveryVariant, setupSubcommand } from "./subcommand.js";
import { type OptionReader, UserError } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { serverOf, type SetupContext } from "./server.js";

/**
 * `/setup ping [role]`: the role pinged when a DJ goes live (none when left empty); warns when it cannot be, and
 * refuses a role no one may mention unless the moderator may mention everyone.
 */
async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const { words, guild, saved, save } = serverOf(context);
  const role = options.getRole?.("role") ?? null;
  if (!role) {
    await save({ ...saved, pingRoleId: null });
    return setupReply(words.unpinged);
  }
  const pingable = guild.canPing(role.id);
  if (pingable === "unknown") throw new UserError("setup.unknownRole");
  // The bot may hold Mention Everyone: it must not lend it to a moderator who does not.
  if (guild.roleMentionable(role.id) !== true && !guild.memberCanMentionEveryone)
    throw new UserError("setup.notMentionable", { role: `<@&${role.id}>` });
  await save({ ...saved, pingRoleId: role.id });
  const name = `<@&${role.id}>`;
  return pingable
    ? setupReply(words.pinged({ role: name }))
    : setupReply(words.cannotPing({ role: name }), true);
}

/** `/setup ping [role]`. */
export const ping = setupSubcommand({
  name: "ping",
  definitionFor: inEveryVariant({
    type: ApplicationCommandOptionType.Subcommand,
    ...localized((c) => c.setup.ping),
    options: [{ type: ApplicationCommandOptionType.Role, ...localized((c) => c.setup.ping.role) }],
  }),
  execute,
});
