import { seconds } from "../check-units.js";
import { formatCount } from "../numbers.js";
import type { CheckLine, CheckLines, Of } from "../types/check.js";

const sec = (ms: number) => seconds("en", ms, "s");

const PANEL_DOWN: CheckLines["panel-down"] = {
  unreachable: () => ({
    text: "The panel cannot be reached.",
    fix: "Check the panel's address, and that the panel is online.",
  }),
  timeout: (f) => ({
    text: `The panel did not answer within ${sec(f.ms)}.`,
    fix: "The panel may be down or overloaded; try again in a minute.",
  }),
  refused: () => ({
    text: "The bot refused the panel's address (private, a redirect, or an answer too large).",
    fix: "Use the panel's public address, the one it answers at without a redirect.",
  }),
  http: (f) => ({
    text: `The panel answered HTTP ${f.httpStatus}.`,
    fix: "Check the panel's address and the station's server id.",
  }),
  "not-json": () => ({
    text: "The panel answered with a web page, not its API.",
    fix: "Use the panel's own address, not a page in front of it.",
  }),
  shape: () => ({
    text: "The panel's answer has a shape this bot does not know.",
    fix: "The panel may run a newer version; tell the bot's operator.",
  }),
  "no-station": () => ({ text: "This server has no station yet.", fix: "Choose one with /setup station." }),
};

const answers = (f: { readonly ms: number }, key: string): CheckLine => ({
  text: `The panel answers in ${formatCount("en", f.ms)} ms; ${key}.`,
});

const CLOCK_FIX = "Set the panel server's clock (NTP); until then track times are off by as much.";

const SKIPPED: Readonly<Record<Of<"skipped">["what"], string>> = {
  clock: "Panel clock",
  station: "Station",
  streams: "Streams",
};

/** The panel's and the station's lines. */
export const panelLines: Pick<
  CheckLines,
  "panel" | "panel-key" | "panel-down" | "clock" | "skipped" | "on-air" | "dj" | "history"
> = {
  panel: {
    "key-accepted": (f) => answers(f, "API key accepted"),
    "no-key-needed": (f) => answers(f, "no API key needed"),
    "key-unknown": (f) => answers(f, "API key accepted or not needed"),
  },
  "panel-key": (f) => ({
    text: `The panel refused the API key (HTTP ${f.httpStatus}).`,
    fix: "Copy the API key again from the panel and give it with /setup station (PANEL_API_KEY for the bot's own station).",
  }),
  "panel-down": PANEL_DOWN,
  clock: {
    unmeasured: () => ({ text: "Clock offset not measured: the panel sends no time with its answers." }),
    agrees: (f) => ({
      text: `The panel's clock agrees with the bot's (within ${sec(Math.abs(f.offsetMs))}).`,
    }),
    ahead: (f) => ({
      text: `The panel's clock is ${sec(Math.abs(f.offsetMs))} ahead of the bot's.`,
      fix: CLOCK_FIX,
    }),
    behind: (f) => ({
      text: `The panel's clock is ${sec(Math.abs(f.offsetMs))} behind the bot's.`,
      fix: CLOCK_FIX,
    }),
  },
  skipped: (f) => ({ text: `${SKIPPED[f.what]}: not checked, the panel did not answer.` }),
  "on-air": {
    on: () => ({ text: "The station is on air." }),
    off: () => ({
      text: "The station is off air: no channel is on air.",
      fix: "Start the broadcast (AutoDJ or a live source) in the panel.",
    }),
  },
  dj: {
    unreadable: () => ({
      text: "The DJ list cannot be read.",
      fix: "Check the panel's DJs section and the API key.",
    }),
    nobody: () => ({ text: "No DJ on air." }),
    live: (f) => ({ text: `On air: ${f.name} (live).` }),
    automatic: (f) => ({ text: `On air: the automatic player (${f.name}).` }),
  },
  history: {
    readable: () => ({ text: "The track history can be read." }),
    unreadable: () => ({
      text: "The track history cannot be read.",
      fix: "Check that the panel keeps a history for this server.",
    }),
  },
};
