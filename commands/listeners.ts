import { ApplicationCommandOptionType, ApplicationCommandType } from "discord.js";
import type { Command } from "../src/discord/command.js";
import { localized } from "../src/i18n/localized.js";
import { historyEntries } from "../src/panel/history-pages.js";
import type { HistoryEntry } from "../src/panel/schemas.js";
import { renderListeners, withChart } from "../src/render/listeners.js";
import { listenerSeries } from "../src/station/listener-series.js";
import { ONLY_STATION } from "../src/voice/control.js";

const DEFAULT_HOURS = 24;
const MAX_HOURS = 72;
const HOUR = 3_600_000;

/**
 * `/listeners`: listeners now and peak per channel, with limits, bitrates, formats and states, and a chart of
 * the audience over the last hours from the history (as far back as the panel keeps it), and the people listening
 * in the bot's voice channels to the station.
 */
export const listeners = {
  requires: ["station"],
  data: {
    type: ApplicationCommandType.ChatInput,
    ...localized((c) => c.listeners),
    options: [
      {
        type: ApplicationCommandOptionType.Integer,
        ...localized((c) => c.listeners.hours),
        min_value: 1,
        max_value: MAX_HOURS,
      },
    ],
  },
  async execute(options, { panel, locale, now, charts, voice, station }) {
    const hours = Math.min(MAX_HOURS, Math.max(1, options.getInteger("hours") ?? DEFAULT_HOURS));
    // To the next whole minute: the same chart serves everyone who asks within a minute (see `reuseCharts`).
    const to = Math.ceil(now() / 60_000) * 60_000;
    const from = to - hours * HOUR;
    const [channels, djs, history] = await Promise.all([panel.channels(), panel.djs(), playsSince(from)]);
    const series = listenerSeries(history, djs, from, to);
    const message = renderListeners(channels, locale, voice?.listenersOf(station?.key ?? ONLY_STATION) ?? 0);
    if (series.points.length < 2)
      return withChart(message, { drawn: null, why: "too-short" }, series, hours, locale);
    const chart = charts ? await charts.draw(series, locale) : null;
    return withChart(
      message,
      chart?.png ? { drawn: chart.png } : { drawn: null, why: "no-charts" },
      series,
      hours,
      locale,
    );

    /** Pages through the history, newest first, until a play older than the chart's start (or its end). */
    async function playsSince(start: number): Promise<HistoryEntry[]> {
      const plays: HistoryEntry[] = [];
      for await (const entry of historyEntries(panel, { pageSize: 100, maxPages: 20 })) {
        plays.push(entry);
        if (entry.ts < start) break;
      }
      return plays;
    }
  },
} satisfies Command<"station">;
