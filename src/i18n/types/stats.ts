import type { PeriodKind } from "../../stats/periods.js";

/** Seven names, Monday first (ISO order, as the statistics count weekdays). */
export type Weekdays = readonly [string, string, string, string, string, string, string];

/** Twelve names, January first. */
export type Months = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** The words drawn on the `/stats` chart: the audience over the period and the hour-of-week heat map. */
export interface StatsChartTexts {
  /** Above the audience over the period. */
  readonly audienceTitle: string;
  /** Above the heat map (a week or more). */
  readonly heatMapTitle: string;
  readonly listenersAxis: string;
  /** The time axis; `zone` is the stations' IANA zone name. */
  readonly timeAxis: (zone: string) => string;
  /** The heat map's hour-of-the-day axis. */
  readonly hourAxis: (zone: string) => string;
  readonly weekdaysShort: Weekdays;
  readonly legendListeners: string;
  /** The shading of live shows. */
  readonly legendLive: string;
  /** The two ends of the heat map's colour scale. */
  readonly legendFewer: string;
  readonly legendMore: string;
  /** Drawn instead of a curve when the period has no figures. */
  readonly noData: string;
}

/** How a figure compares with the period before's. */
export interface ComparisonTexts {
  /** `arrow` is ▲ or ▼; `percent` is the change already formatted (no sign). */
  readonly change: (arrow: string, percent: string) => string;
  /** Up or down from a previous figure of 0, where no percentage exists. */
  readonly fromZero: (arrow: string) => string;
  readonly noChange: string;
  /** The previous period has no figures to compare with. */
  readonly noEarlier: string;
  /** The bot saw too little of the previous period for its listening hours or peak to compare. */
  readonly partlySeen: string;
}

/** The words of `/stats`, the weekly report and the export. */
export interface StatsTexts {
  /** Short month names as a date uses them (the genitive where a language declines them). */
  readonly monthsShort: Months;
  /** Month names standing alone, for a month's title. */
  readonly monthsLong: Months;
  /** A date: `month` is one of {@link monthsShort}. */
  readonly date: (day: number, month: string, year: number) => string;
  /** Two dates, first and last day of a span. */
  readonly range: (from: string, to: string) => string;
  /** The reply's title per period kind, with the station's name. */
  readonly title: {
    readonly day: (station: string, date: string) => string;
    readonly week: (station: string, range: string) => string;
    readonly month: (station: string, month: string, year: number) => string;
    readonly year: (station: string, year: number) => string;
  };
  /** The period compared with, as {@link compared} names it. */
  readonly previous: Readonly<Record<PeriodKind, string>>;
  /** The line saying what the figures are compared with: `previous` and the span's dates. */
  readonly compared: (previous: string, range: string) => string;
  /** Added when the period is still running and is compared with the same part of the one before. */
  readonly sameSpan: string;
  /** The footer: the zone the periods and hours are cut in. */
  readonly timeZone: (zone: string) => string;
  readonly audience: string;
  readonly peak: string;
  readonly average: string;
  readonly listeningHours: string;
  readonly busiestHour: string;
  readonly comparison: ComparisonTexts;
  /** A figure the period has none of. */
  readonly noFigure: string;
  readonly topByPlays: string;
  readonly topByAudience: string;
  readonly plays: (count: number) => string;
  /** An average audience, already rounded. */
  readonly averageListeners: (average: number) => string;
  readonly djs: string;
  readonly shows: (count: number) => string;
  /** Hours on air, already rounded. */
  readonly hoursOnAir: (hours: number) => string;
  /** A DJ's average and peak audience at the start of their plays, formatted. */
  readonly djAudience: (average: string, peak: string) => string;
  /** A DJ whose plays had no audience count. */
  readonly djNoAudience: string;
  readonly voice: string;
  /** The period has no figures at all. */
  readonly empty: string;
  /** The CSV's file name; `date` is the period's first day as YYYY-MM-DD. */
  readonly exportFileName: (date: string) => string;
  /** The message the CSV comes with; `title` is the report's title. */
  readonly exportMessage: (title: string) => string;
  /** The oldest rows were left out to fit Discord's attachment limit. */
  readonly exportTruncated: (rows: number) => string;
  /** The export waits behind others being built (`position` 1 is next); the file replaces this message. */
  readonly exportQueued: (position: number) => string;
  readonly chart: StatsChartTexts;
  readonly command: StatsCommandTexts;
}

/** `/stats`'s refusals and its DJ reply, and `/setup report`'s replies. */
export interface StatsCommandTexts {
  /** Statistics are off on this bot (`STATS=off`). */
  readonly off: string;
  /** The server lets only members with Manage Server use `/stats`. */
  readonly managersOnly: string;
  /** The process is building and holding as many exports as it may: this one is refused, to ask again later. */
  readonly exportBusy: string;
  /** The chart could not be drawn (the figures are in the text). */
  readonly chartUnavailable: string;
  /** `/stats dj:`'s title: the DJ's name and the period's title. */
  readonly djTitle: (dj: string, period: string) => string;
  /** The DJ was not on air in the period; `dj` is their name. */
  readonly djNotOnAir: (dj: string) => string;
  /** The DJ's tracks, most played first. */
  readonly djMostPlayed: string;
  /** The field with the DJ's shows, hours and audience. */
  readonly djOnAir: string;
  /** Seven weekday names, Monday first, as "every Monday" names a day. */
  readonly weekdaysLong: Weekdays;
  /** The weekly report is set: `channel` a mention, `day` one of {@link weekdaysLong}, `time` as `09:00`. */
  readonly reportSet: (channel: string, day: string, time: string, zone: string) => string;
  /** The weekly report is turned off. */
  readonly reportOff: string;
  /** Who may use `/stats` now. */
  readonly accessEveryone: string;
  readonly accessManagers: string;
  /** `/setup show`'s field of the weekly report and of who may use `/stats`. */
  readonly reportField: string;
  /** The report in that field: `channel` a mention, `day` one of {@link weekdaysLong}, `time` as `09:00`. */
  readonly reportShown: (channel: string, day: string, time: string, zone: string) => string;
  readonly reportNone: string;
  /** Who may use `/stats`, in that field. */
  readonly accessShown: Readonly<Record<"everyone" | "managers", string>>;
}
