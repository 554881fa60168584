import { ApplicationCommandOptionType } from "discord.js";
import type { OptionReader } from "../../src/discord/command.js";
import { localized } from "../../src/i18n/localized.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { followSettingsOf, MAX_FOLLOWS_PER_USER } from "../../src/settings/follow-settings.js";
import { serverOf, type SetupContext } from "./server.js";
import { inEveryVariant, setupSubcommand } from "./subcommand.js";

/**
 * `/setup follow enabled: [limit:]`: whether listeners may follow the station's DJs here, and how many each. Off
 * keeps the follows made (nothing is sent, `/follow` is refused) for when it is on again; a lower cap keeps those
 * over it and refuses new ones.
 */
async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const { words, saved, save } = serverOf(context);
  const enabled = options.getBoolean("enabled") ?? true;
  const limit = options.getInteger("limit") ?? followSettingsOf(saved).maxPerUser;
  const follows = followSettingsOf({ follows: { enabled, maxPerUser: limit } });
  await save({ ...saved, follows });
  return setupReply(words.follow_set({ on: follows.enabled, limit: follows.maxPerUser }));
}

/** `/setup follow`. */
export const follow = setupSubcommand({
  name: "follow",
  definitionFor: inEveryVariant({
    type: ApplicationCommandOptionType.Subcommand,
    ...localized((c) => c.setup.follow),
    options: [
      {
        type: ApplicationCommandOptionType.Boolean,
        ...localized((c) => c.setup.follow.enabled),
        required: true,
      },
      {
        type: ApplicationCommandOptionType.Integer,
        ...localized((c) => c.setup.follow.limit),
        min_value: 1,
        max_value: MAX_FOLLOWS_PER_USER,
      },
    ],
  }),
  execute,
});
