import type { PermissionName } from "../check/finding.js";
import { plural } from "../i18n/numbers.js";
import { type CheckLine, type CheckWords, codecName, type Of, seconds } from "./setup-check-words.js";

const count = (n: number, one: string, many: string) =>
  plural("en", n, { one: `{n} ${one}`, other: `{n} ${many}` });
const allow = (names: string) => `Channel settings → Permissions → the bot's role: allow ${names}.`;

/** The report in English, with the permission names Discord shows. */
export const CHECK_EN: CheckWords = {
  title: "🩺 Bot check",
  summary: (fails, warns) =>
    fails + warns === 0
      ? "Everything works."
      : [fails ? count(fails, "problem", "problems") : "", warns ? count(warns, "warning", "warnings") : ""]
          .filter(Boolean)
          .join(", ") + ". What to do is under each line.",
  sections: { panel: "Panel", station: "Station", streams: "Streams", discord: "Discord" },
  more: (count) => `…and ${count} more`,
  permissions: {
    "View Channel": "View Channel",
    "Send Messages": "Send Messages",
    "Embed Links": "Embed Links",
    "Attach Files": "Attach Files",
    Connect: "Connect",
    Speak: "Speak",
    "Request to Speak": "Request to Speak",
    "Mute Members": "Mute Members",
    "Move Members": "Move Members",
    "Manage Channels": "Manage Channels",
    "Set Voice Channel Status": "Set Voice Channel Status",
    "Manage Events": "Manage Events",
  },
  line(f, names) {
    switch (f.kind) {
      case "panel": {
        const key =
          f.keyGiven === true
            ? "API key accepted"
            : f.keyGiven === false
              ? "no API key needed"
              : "API key accepted or not needed";
        return { text: `The panel answers in ${f.ms} ms; ${key}.` };
      }
      case "panel-key":
        return {
          text: `The panel refused the API key (HTTP ${f.httpStatus}).`,
          fix: "Copy the API key again from the panel and give it with /setup station (PANEL_API_KEY for the bot's own station).",
        };
      case "panel-down":
        return PANEL_DOWN[f.reason](f);
      case "clock":
        if (f.offsetMs === null)
          return { text: "Clock offset not measured: the panel sends no time with its answers." };
        return f.status === "ok"
          ? { text: `The panel's clock agrees with the bot's (within ${seconds(Math.abs(f.offsetMs))}).` }
          : {
              text: `The panel's clock is ${seconds(Math.abs(f.offsetMs))} ${f.offsetMs > 0 ? "ahead of" : "behind"} the bot's.`,
              fix: "Set the panel server's clock (NTP); until then track times are off by as much.",
            };
      case "skipped":
        return {
          text: `${CHECK_EN.sections[f.what === "clock" ? "panel" : f.what]}${f.what === "clock" ? " clock" : ""}: not checked, the panel did not answer.`,
        };
      case "on-air":
        return f.onAir
          ? { text: "The station is on air." }
          : {
              text: "The station is off air: no channel is on air.",
              fix: "Start the broadcast (AutoDJ or a live source) in the panel.",
            };
      case "dj":
        if (f.status === "fail")
          return {
            text: "The DJ list cannot be read.",
            fix: "Check the panel's DJs section and the API key.",
          };
        if (!f.name) return { text: "No DJ on air." };
        return { text: f.live ? `On air: ${f.name} (live).` : `On air: the automatic player (${f.name}).` };
      case "history":
        return f.readable
          ? { text: "The track history can be read." }
          : {
              text: "The track history cannot be read.",
              fix: "Check that the panel keeps a history for this server.",
            };
      case "no-streams":
        return {
          text: "No stream is on air, so none was checked.",
          fix: "Start the broadcast in the panel.",
        };
      case "stream":
        return STREAM[f.problem](f);
      case "streams-unread":
        return {
          text: `${count(f.count, "more stream", "more streams")} on air, not read.`,
          fix: "The check reads the first 20 streams only; take the others off air in the panel if they are unused.",
        };
      case "no-channels":
        return { text: "No announcement channel.", fix: "Choose one with /setup announce." };
      case "channel": {
        const at = `<#${f.channelId}>`;
        if (f.problem === "none")
          return { text: `${at}: the bot can view, post, embed links and attach files.` };
        if (f.problem === "unknown")
          return {
            text: `${at}: the bot cannot see this channel.`,
            fix: `${allow(names(["View Channel"]))} Or choose another with /setup announce.`,
          };
        if (f.problem === "not-text")
          return {
            text: `${at}: not a text channel.`,
            fix: "Remove it with /setup unannounce and choose a text channel.",
          };
        return { text: `${at}: the bot is missing ${names(f.missing)}.`, fix: allow(names(f.missing)) };
      }
      case "ping":
        if (!f.roleId) return { text: "No role is pinged when a DJ goes live." };
        if (f.problem === "none") return { text: `The bot can ping <@&${f.roleId}>.` };
        if (f.problem === "unknown")
          return { text: "The ping role no longer exists.", fix: "Choose another with /setup ping." };
        return {
          text: `The bot cannot mention <@&${f.roleId}>.`,
          fix: "Server Settings → Roles → the role: turn on Allow anyone to @mention this role (or give the bot Mention Everyone).",
        };
      case "voice":
        return VOICE[f.problem](f, names);
      case "stage-speak":
        if (f.way === "speaker") return { text: "On the stage the bot becomes a speaker by itself." };
        if (f.way === "request")
          return {
            text: "On the stage the bot can only request to speak: a stage moderator must accept it.",
            fix: `Allow the bot's role ${names(["Mute Members"])} on the stage (or accept its request each time).`,
          };
        return {
          text: "On the stage the bot can neither speak nor request to.",
          fix: allow(names(["Request to Speak"])),
        };
      case "voice-display":
        if (f.missing.length === 0)
          return {
            text: f.stage
              ? "The bot can set the stage topic to the song."
              : "The bot can show the song as the channel status.",
          };
        return {
          text: `The bot cannot set the ${f.stage ? "stage topic" : "channel status"}: it is missing ${names(f.missing)}.`,
          fix: f.stage
            ? `Make the bot a stage moderator: ${allow(names(f.missing))}`
            : allow(names(f.missing)),
        };
      case "events":
        return f.missing.length === 0
          ? { text: "The bot may keep the server's scheduled events." }
          : {
              text: `The bot cannot keep scheduled events: it is missing ${names(f.missing)}.`,
              fix: `Server Settings → Roles → the bot's role: allow ${names(f.missing)}.`,
            };
    }
  },
};

const PANEL_DOWN: Record<Of<"panel-down">["reason"], (f: Of<"panel-down">) => CheckLine> = {
  unreachable: () => ({
    text: "The panel cannot be reached.",
    fix: "Check the panel's address, and that the panel is online.",
  }),
  timeout: (f) => ({
    text: `The panel did not answer within ${seconds(f.ms ?? 0)}.`,
    fix: "The panel may be down or overloaded; try again in a minute.",
  }),
  refused: () => ({
    text: "The bot refused the panel's address (private, a redirect, or an answer too large).",
    fix: "Use the panel's public address, the one it answers at without a redirect.",
  }),
  http: (f) => ({
    text: `The panel answered HTTP ${f.httpStatus ?? 0}.`,
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

const STREAM: Record<Of<"stream">["problem"], (f: Of<"stream">) => CheckLine> = {
  none: (f) => ({ text: `${f.mount}: ${codecName(f.heard)}, as the panel says.` }),
  codec: (f) => ({
    text: `${f.mount}: the panel says ${f.format ?? "?"}, the stream is ${codecName(f.heard)}.`,
    fix: "Set the channel's format in the panel to what it streams.",
  }),
  html: (f) => ({
    text: `${f.mount}: serves a web page (HTML), not audio.`,
    fix: "Check the channel's stream address in the panel: it points at a web page.",
  }),
  "not-audio": (f) => ({
    text: `${f.mount}: the answer is not audio the bot knows.`,
    fix: "Check the channel's stream address and format in the panel.",
  }),
  http: (f) => ({
    text: `${f.mount}: answered HTTP ${f.httpStatus ?? 0}.`,
    fix: "Check in the panel that the mount is up and not full.",
  }),
  refused: (f) => ({
    text: `${f.mount}: the bot refused the stream's address (private, or a redirect).`,
    fix: "Give the channel a public stream address that answers without a redirect.",
  }),
  timeout: (f) => ({
    text: `${f.mount}: sent no audio in time.`,
    fix: "The stream server may be overloaded; try again.",
  }),
  error: (f) => ({
    text: `${f.mount}: could not be opened.`,
    fix: "Check that the stream server is online.",
  }),
  "no-url": (f) => ({
    text: `${f.mount}: the panel gives no http(s) address for it.`,
    fix: "Set the channel's stream address in the panel.",
  }),
};

const VOICE: Record<
  Of<"voice">["problem"],
  (f: Of<"voice">, names: (m: readonly PermissionName[]) => string) => CheckLine
> = {
  none: (f) => ({ text: `<#${f.channelId}>: the bot can connect${f.stage ? "" : " and speak"}.` }),
  unset: () => ({ text: "No home voice channel (set one with /setup radio)." }),
  "voice-off": () => ({
    text: "A home voice channel is set, but voice cannot run on this bot.",
    fix: "Ask the bot's operator; /setup show says why.",
  }),
  unknown: () => ({
    text: "The home voice channel no longer exists or is hidden.",
    fix: "Choose another with /setup radio channel.",
  }),
  "not-voice": (f) => ({
    text: `<#${f.channelId}>: not a voice or stage channel.`,
    fix: "Choose one with /setup radio channel.",
  }),
  missing: (f, names) => ({
    text: `<#${f.channelId}>: the bot is missing ${names(f.missing)}.`,
    fix: allow(names(f.missing)),
  }),
};
