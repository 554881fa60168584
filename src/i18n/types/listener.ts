import type { PanelTexts } from "./listener-panel.js";
import type { Strings } from "./listener-replies.js";

/** The words drawn on the /listeners chart. */
export interface ChartLabels {
  readonly listeners: string;
  readonly time: string;
  readonly live: string;
}

/** The words about stations that commands, the dispatcher and `/setup station` show. */
export interface StationTexts {
  /** A station the panel gives no name: "Station 12". */
  readonly unnamed: (serverId: number) => string;
  readonly noStation: string;
  readonly unknownStation: (typed: string) => string;
  /** The bot serves as many stations as it may. */
  readonly limitTotal: string;
  /** The server added `perHour` stations this hour; `at` is a Discord timestamp of when it may add another. */
  readonly limitRate: (perHour: number, at: string) => string;
}

/** The bot's status line. */
export interface PresenceTexts {
  readonly offAir: string;
  readonly listening: (listeners: number) => string;
}

/** The preview CLI's terminal view of a message. */
export interface TerminalTexts {
  readonly justNow: string;
  readonly minutesAgo: (minutes: number) => string;
  readonly hoursAgo: (hours: number) => string;
  readonly inMinutes: (minutes: number) => string;
  readonly disabled: string;
  readonly cover: string;
  readonly image: string;
  readonly attachment: (name: string, kib: number) => string;
}

/** What the catalogue says in replies of /nowplaying, /history, /listen, /listeners, panel problems, presence, the chart. */
export interface ListenerTexts {
  readonly replies: Strings;
  readonly chart: ChartLabels;
  readonly stations: StationTexts;
  readonly panel: PanelTexts;
  readonly presence: PresenceTexts;
  readonly terminal: TerminalTexts;
}
