import {
  type APIApplicationCommandOptionChoice,
  ApplicationCommandOptionType,
  ApplicationCommandType,
} from "discord.js";
import { type Command, UserError } from "../src/discord/command.js";
import type { ContextFor } from "../src/discord/requirements.js";
import { localized, localizedChoice } from "../src/i18n/localized.js";
import type { ReplyMessage } from "../src/message/reply-message.js";
import { statsMessage } from "../src/render/stats-message.js";
import { renderDjStats } from "../src/render/stats-dj.js";
import { renderStatsExport } from "../src/render/stats-export.js";
import { statsStationName } from "../src/render/stations.js";
import { statsAccessOf } from "../src/settings/guild-settings.js";
import { djReport } from "../src/stats/dj-report.js";
import { PERIOD_KINDS, type PeriodKind } from "../src/stats/periods.js";
import { exportTables } from "../src/stats/stats-csv.js";
import type { ExportRecords } from "../src/stats/stats-reading.js";
import type { SummaryInput } from "../src/stats/summary.js";

type StatsContext = ContextFor<"station" | "server" | "stats">;

/** The period when none is chosen: the week so far, what stations compare most. */
const DEFAULT_PERIOD: PeriodKind = "week";
/** How many DJs autocomplete offers (Discord shows at most 25). */
const DJ_CHOICES = 25;

/**
 * `/stats [period] [dj] [export]` (and `[station]` where servers have several): the station's audience over the
 * period against the one before, its top tracks, DJs and Discord voice, with a chart; one DJ's figures with
 * `dj`; the figures as CSV files with `export`. Read from the figures the bot keeps (no panel request). A server
 * may keep it to members with Manage Server (`/setup report access`).
 */
export const stats = {
  // A server's own: who may read it is the server's rule (`/setup report access`), which no direct message has.
  requires: ["station", "server", "stats"],
  enabled: (config) => config.stats.enabled,
  data: {
    type: ApplicationCommandType.ChatInput,
    ...localized((c) => c.stats),
    options: [
      {
        type: ApplicationCommandOptionType.String,
        ...localized((c) => c.stats.period),
        choices: PERIOD_KINDS.map((kind) => localizedChoice(kind, (c) => c.stats.period.choices[kind])),
      },
      {
        type: ApplicationCommandOptionType.String,
        ...localized((c) => c.stats.dj),
        autocomplete: true,
        max_length: 100,
      },
      { type: ApplicationCommandOptionType.Boolean, ...localized((c) => c.stats.export) },
    ],
  },
  heavy: (options) => options.getBoolean("export") === true,
  async execute(options, context) {
    mayRead(context);
    const kind = periodOf(options.getString("period"));
    const station = context.station?.key ?? "";
    if (options.getBoolean("export") === true)
      return exported(await context.stats.exportRecords(station, kind, context.now()), context);
    const input = await context.stats.summaryInput(station, kind, context.now());
    const dj = options.getString("dj")?.trim();
    if (dj) return djReply(input, dj, context);
    return statsReply(input, context);
  },
  async autocomplete(focused, context) {
    mayRead(context);
    const typed = focused.trim().toLowerCase();
    const djs = await context.stats.djs(context.station?.key ?? "");
    return djs
      .filter((dj) => dj.trim() !== "" && dj.toLowerCase().includes(typed))
      .slice(0, DJ_CHOICES)
      .map((dj): APIApplicationCommandOptionChoice<string> => {
        const shown = dj.slice(0, 100);
        return { name: shown, value: shown };
      });
  },
} satisfies Command<"station" | "server" | "stats">;

/** Refuses a member without Manage Server where the server keeps `/stats` to them. */
function mayRead(context: StatsContext): void {
  const { guild, settings } = context;
  if (guild.memberCanManage) return;
  if (statsAccessOf(settings?.store.guildSettings(guild.id)) === "managers")
    throw new UserError("stats.managersOnly");
}

function periodOf(chosen: string | null): PeriodKind {
  return PERIOD_KINDS.find((kind) => kind === chosen) ?? DEFAULT_PERIOD;
}

/** The station's name from its panel, else its label ("Station 1"), escaped by the renderers; the preview has no registry. */
function nameOf(context: StatsContext): string {
  const station = context.station ?? { name: null, serverId: context.panel.serverId };
  return statsStationName(station, context.locale);
}

/** The period's report, with its chart drawn in the chart process (the figures go without it if it fails). */
function statsReply(input: SummaryInput, context: StatsContext): Promise<ReplyMessage> {
  const { locale, stats, charts } = context;
  const drawer = charts?.drawStats ? { drawStats: charts.drawStats.bind(charts) } : null;
  return statsMessage(input, { station: nameOf(context), zone: stats.zone, locale }, drawer);
}

function djReply(input: SummaryInput, dj: string, context: StatsContext): ReplyMessage {
  const { period } = input;
  const report = djReport(input, dj);
  const { zone } = context.stats;
  return renderDjStats({ dj, report, period, station: nameOf(context), zone, locale: context.locale });
}

async function exported(input: ExportRecords, context: StatsContext): Promise<ReplyMessage> {
  const { zone } = context.stats;
  const tables = await exportTables(input, zone);
  const { period } = input;
  return renderStatsExport({ period, station: nameOf(context), zone, locale: context.locale, tables });
}
