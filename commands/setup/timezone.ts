import { ApplicationCommandOptionType } from "discord.js";
import { type OptionReader, UserError } from "../../src/discord/command.js";
import { localized } from "../../src/i18n/localized.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { canonicalZoneName } from "../../src/stats/intl-time-zone.js";
import { serverOf, type SetupContext } from "./server.js";
import { inEveryVariant, setupSubcommand } from "./subcommand.js";

/**
 * `/setup timezone [zone:] [reset:]`: the zone clock times typed in `/history at:` are read in (Discord does not
 * tell a bot its reader's). Without options it says which zone is in force. The statistics' periods stay in
 * `STATS_TIMEZONE`: their days are cut when they are stored.
 */
async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const { words, saved, save } = serverOf(context);
  const typed = options.getString("zone")?.trim() ?? "";
  const botZone = context.config.stats.timeZone;
  if (options.getBoolean("reset") === true) {
    await save({ ...saved, timeZone: null });
    return setupReply(words.timezone_shown({ zone: botZone, isDefault: true }));
  }
  if (typed === "") {
    const own = saved?.timeZone ?? null;
    return setupReply(words.timezone_shown({ zone: own ?? botZone, isDefault: own === null }));
  }
  const zone = canonicalZoneName(typed);
  if (zone === null) throw new UserError("setup.unknownZone", { typed });
  await save({ ...saved, timeZone: zone });
  return setupReply(words.timezone_set({ zone }));
}

/** `/setup timezone`. */
export const timezone = setupSubcommand({
  name: "timezone",
  definitionFor: inEveryVariant({
    type: ApplicationCommandOptionType.Subcommand,
    ...localized((c) => c.setup.timezone),
    options: [
      {
        type: ApplicationCommandOptionType.String,
        ...localized((c) => c.setup.timezone.zone),
        max_length: 64,
      },
      { type: ApplicationCommandOptionType.Boolean, ...localized((c) => c.setup.timezone.reset) },
    ],
  }),
  execute,
});
