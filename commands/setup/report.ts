import { type APIApplicationCommandSubcommandGroupOption, ApplicationCommandOptionType } from "discord.js";
import { type OptionReader, UserError } from "../../src/discord/command.js";
import type { ContextFor } from "../../src/discord/requirements.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { weekdayWords } from "../../src/i18n/dates.js";
import { localized, localizedChoice, localizedChoiceOf } from "../../src/i18n/localized.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { plainText } from "../../src/render/text.js";
import type { StatsAccess } from "../../src/settings/guild-settings.js";
import { channelOption, postableChannel } from "./channel-option.js";
import { serverOf, serverStationKey, type SetupContext } from "./server.js";
import { inEveryVariant, setupSubcommand } from "./subcommand.js";

/** Monday at 9: the week just over, read at the start of the next. */
export const REPORT_DEFAULTS = { day: 1, hour: 9 } as const;
const ACCESS: readonly StatsAccess[] = ["everyone", "managers"];

/**
 * `/setup report channel channel [day] [hour]`, `/setup report off` and `/setup report access who`: where and when
 * the weekly report is posted (the day and hour in the statistics' zone), and who may use `/stats`.
 */
async function execute(
  options: OptionReader,
  context: SetupContext & ContextFor<"stats">,
): Promise<ReplyMessage> {
  const { guild, saved, save } = serverOf(context);
  const words = catalogueOf(context.locale).stats.command;
  const chosen = options.getSubcommand?.(false);
  if (chosen === "off") {
    await save({ ...saved, report: null });
    return setupReply(words.reportOff);
  }
  if (chosen === "access") {
    const who = ACCESS.find((access) => access === options.getString("who")) ?? "everyone";
    await save({ ...saved, statsAccess: who });
    return setupReply(who === "everyone" ? words.accessEveryone : words.accessManagers);
  }
  const channel = postableChannel(options, guild, "reports");
  if (context.stations && serverStationKey(context, guild.id) === null) throw new UserError("station.none");
  const day = inRange(options.getInteger("day"), 1, 7) ?? REPORT_DEFAULTS.day;
  const hour = inRange(options.getInteger("hour"), 0, 23) ?? REPORT_DEFAULTS.hour;
  await save({ ...saved, report: { channelId: channel.id, day, hour } });
  const time = `${String(hour).padStart(2, "0")}:00`;
  const dayName = weekdayWords(context.locale, day, "long");
  return setupReply(
    words.reportSet({
      channel: `<#${channel.id}>`,
      day: dayName,
      time,
      zone: plainText(context.stats.zone.name, 64),
    }),
  );
}

function inRange(value: number | null, min: number, max: number): number | null {
  return value !== null && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The `report` group: `channel` (with its day and hour), `off` and `access`. */
const REPORT_GROUP: APIApplicationCommandSubcommandGroupOption = {
  type: ApplicationCommandOptionType.SubcommandGroup,
  ...localized((c) => c.setup.report),
  options: [
    {
      type: ApplicationCommandOptionType.Subcommand,
      ...localized((c) => c.setup.report.channel),
      options: [
        channelOption((c) => c.setup.report.channel.channel),
        {
          type: ApplicationCommandOptionType.Integer,
          ...localized((c) => c.setup.report.channel.day),
          choices: WEEKDAYS.map((day) => ({
            ...localizedChoiceOf(String(day), (_catalogue, locale) => weekdayWords(locale, day, "long")),
            value: day,
          })),
        },
        {
          type: ApplicationCommandOptionType.Integer,
          ...localized((c) => c.setup.report.channel.hour),
          min_value: 0,
          max_value: 23,
        },
      ],
    },
    { type: ApplicationCommandOptionType.Subcommand, ...localized((c) => c.setup.report.off) },
    {
      type: ApplicationCommandOptionType.Subcommand,
      ...localized((c) => c.setup.report.access),
      options: [
        {
          type: ApplicationCommandOptionType.String,
          ...localized((c) => c.setup.report.access.who),
          required: true,
          choices: ACCESS.map((access) =>
            localizedChoice(access, (c) => c.setup.report.access.who.choices[access]),
          ),
        },
      ],
    },
  ],
};

/** `/setup report …`: needs the kept figures (`STATS`). */
export const report = setupSubcommand({
  name: "report",
  definitionFor: inEveryVariant(REPORT_GROUP),
  requires: ["stats"],
  execute,
});
