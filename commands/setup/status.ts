import { ApplicationCommandOptionType } from "discord.js";
import { localized } from "../../src/i18n/localized.js";
import { inEveryVariant, setupSubcommand } from "./subcommand.js";
import type { OptionReader } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { serverOf, type SetupContext } from "./server.js";

/** `/setup status enabled`: whether the station going off air and coming back is announced. */
async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const { words, saved, save } = serverOf(context);
  const enabled = options.getBoolean("enabled") ?? false;
  await save({ ...saved, stationStatus: enabled });
  return setupReply(words.status_set({ on: enabled }));
}

/** `/setup status enabled`. */
export const status = setupSubcommand({
  name: "status",
  definitionFor: inEveryVariant({
    type: ApplicationCommandOptionType.Subcommand,
    ...localized((c) => c.setup.status),
    options: [
      {
        type: ApplicationCommandOptionType.Boolean,
        ...localized((c) => c.setup.status.enabled),
        required: true,
      },
    ],
  }),
  execute,
});
