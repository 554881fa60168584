import { type APIApplicationCommandSubcommandOption, ApplicationCommandOptionType } from "discord.js";
import { localized, localizedChoice, localizedChoiceOf } from "../../src/i18n/localized.js";
import { TRIGGERS } from "../../src/templates/trigger.js";

/** `/setup message trigger text [reset]`: a moderator's own wording for one announcement (previewed before saved). */
export const MESSAGE_SUBCOMMAND: APIApplicationCommandSubcommandOption = {
  type: ApplicationCommandOptionType.Subcommand,
  ...localized((c) => c.setup.message),
  options: [
    {
      type: ApplicationCommandOptionType.String,
      ...localized((c) => c.setup.message.trigger),
      required: true,
      choices: TRIGGERS.map((trigger) =>
        localizedChoiceOf(trigger, (c) => c.programme.triggers[trigger].label),
      ),
    },
    {
      type: ApplicationCommandOptionType.String,
      ...localized((c) => c.setup.message.text),
    },
    {
      type: ApplicationCommandOptionType.Boolean,
      ...localized((c) => c.setup.message.reset),
    },
  ],
};

/** `/setup style`: embeds, one line or both; the embeds' colour; the cover and the time on or off. */
export const STYLE_SUBCOMMAND: APIApplicationCommandSubcommandOption = {
  type: ApplicationCommandOptionType.Subcommand,
  ...localized((c) => c.setup.style),
  options: [
    {
      type: ApplicationCommandOptionType.String,
      ...localized((c) => c.setup.style.layout),
      choices: (["embed", "compact", "both"] as const).map((layout) =>
        localizedChoice(layout, (c) => c.setup.style.layout.choices[layout]),
      ),
    },
    {
      type: ApplicationCommandOptionType.String,
      ...localized((c) => c.setup.style.color),
      max_length: 20,
    },
    {
      type: ApplicationCommandOptionType.Boolean,
      ...localized((c) => c.setup.style.cover),
    },
    {
      type: ApplicationCommandOptionType.Boolean,
      ...localized((c) => c.setup.style.timestamp),
    },
  ],
};
