import { codecName } from "../check-units.js";
import { plural } from "../numbers.js";
import type { CheckLines } from "../types/check.js";

const STREAM: CheckLines["stream"] = {
  none: (f) => ({ text: `${f.mount}: ${codecName(f.heard)}, as the panel says.` }),
  codec: (f) => ({
    text: `${f.mount}: the panel says ${f.format}, the stream is ${codecName(f.heard)}.`,
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
    text: `${f.mount}: answered HTTP ${f.httpStatus}.`,
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

/** The streams' lines. */
export const streamLines: Pick<CheckLines, "no-streams" | "stream" | "streams-unread"> = {
  "no-streams": () => ({
    text: "No stream is on air, so none was checked.",
    fix: "Start the broadcast in the panel.",
  }),
  stream: STREAM,
  "streams-unread": (f) => ({
    text: `${plural("en", f.count, { one: "{n} more stream", other: "{n} more streams" })} on air, not read.`,
    fix: "The check reads the first 20 streams only; take the others off air in the panel if they are unused.",
  }),
};
