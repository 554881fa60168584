import { ApplicationCommandOptionType } from "discord.js";
import { localized } from "../../src/i18n/localized.js";
import { languageNameIn, NATIVE_LANGUAGE_NAMES } from "../../src/i18n/language-names.js";
import { inEveryVariant, setupSubcommand } from "./subcommand.js";
import { isLocale, LOCALES } from "../../src/locale.js";
import type { OptionReader } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { serverOf, type SetupContext } from "./server.js";

/** `/setup language value`: the language of the server's announcements. */
async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const { words, saved, save } = serverOf(context);
  const chosen = options.getString("value") ?? "";
  const value = isLocale(chosen) ? chosen : "en";
  await save({ ...saved, locale: value });
  return setupReply(words.language_set({ language: languageNameIn(context.locale, value) }));
}

/** `/setup language value`: each language by its own name, for everyone (a reader looks for their own). */
export const language = setupSubcommand({
  name: "language",
  definitionFor: inEveryVariant({
    type: ApplicationCommandOptionType.Subcommand,
    ...localized((c) => c.setup.language),
    options: [
      {
        type: ApplicationCommandOptionType.String,
        ...localized((c) => c.setup.language.value),
        required: true,
        choices: LOCALES.map((locale) => ({ name: NATIVE_LANGUAGE_NAMES[locale], value: locale })),
      },
    ],
  }),
  execute,
});
