import { type APIApplicationCommandSubcommandOption, ApplicationCommandOptionType } from "discord.js";
import { TRIGGER_LABELS } from "../../src/render/setup-message-words.js";
import { TRIGGERS } from "../../src/templates/trigger.js";

/** `/setup message trigger text [reset]`: a moderator's own wording for one announcement (previewed before saved). */
export const MESSAGE_SUBCOMMAND: APIApplicationCommandSubcommandOption = {
  type: ApplicationCommandOptionType.Subcommand,
  name: "message",
  name_localizations: { ru: "сообщение" },
  description: "Word an announcement yourself: {dj}, {artist}, {title}, {track}, {station}, {listeners}…",
  description_localizations: {
    ru: "Свой текст объявления: {dj}, {artist}, {title}, {track}, {station}, {listeners}…",
  },
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: "trigger",
      name_localizations: { ru: "событие" },
      description: "Which announcement",
      description_localizations: { ru: "Какое объявление" },
      required: true,
      choices: TRIGGERS.map((trigger) => ({
        name: TRIGGER_LABELS.en[trigger],
        name_localizations: { ru: TRIGGER_LABELS.ru[trigger] },
        value: trigger,
      })),
    },
    {
      type: ApplicationCommandOptionType.String,
      name: "text",
      name_localizations: { ru: "текст" },
      description: "The text, with Discord markdown and placeholders such as {dj} or {track}",
      description_localizations: { ru: "Текст с разметкой Discord и подстановками вроде {dj} или {track}" },
    },
    {
      type: ApplicationCommandOptionType.Boolean,
      name: "reset",
      name_localizations: { ru: "сбросить" },
      description: "Back to the bot's own wording",
      description_localizations: { ru: "Вернуть стандартный текст бота" },
    },
  ],
};

/** `/setup style`: embeds, one line or both; the embeds' colour; the cover and the time on or off. */
export const STYLE_SUBCOMMAND: APIApplicationCommandSubcommandOption = {
  type: ApplicationCommandOptionType.Subcommand,
  name: "style",
  name_localizations: { ru: "стиль" },
  description: "How announcements look: embed or one line, colour, cover, time",
  description_localizations: { ru: "Как выглядят объявления: встраивание или строка, цвет, обложка, время" },
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: "layout",
      name_localizations: { ru: "вид" },
      description: "An embed (as now), one line of text, or both",
      description_localizations: { ru: "Встраивание (как сейчас), одна строка текста или оба" },
      choices: [
        { name: "embed", name_localizations: { ru: "встраивание" }, value: "embed" },
        { name: "compact (one line)", name_localizations: { ru: "одна строка" }, value: "compact" },
        { name: "both", name_localizations: { ru: "оба" }, value: "both" },
      ],
    },
    {
      type: ApplicationCommandOptionType.String,
      name: "color",
      name_localizations: { ru: "цвет" },
      description: "The embeds' colour in hex (#1e90ff), or default",
      description_localizations: { ru: "Цвет встраиваний в hex (#1e90ff) или default" },
      max_length: 20,
    },
    {
      type: ApplicationCommandOptionType.Boolean,
      name: "cover",
      name_localizations: { ru: "обложка" },
      description: "Show the cover art (or the DJ's picture)",
      description_localizations: { ru: "Показывать обложку (или фото диджея)" },
    },
    {
      type: ApplicationCommandOptionType.Boolean,
      name: "timestamp",
      name_localizations: { ru: "время" },
      description: "Show the time of the change",
      description_localizations: { ru: "Показывать время события" },
    },
  ],
};
