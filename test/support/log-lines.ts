import { EventEmitter } from "node:events";
import { createInterface } from "node:readline";

/** One line a bot process wrote (`LOG_FORMAT=json`); a shard process's lines carry its `shard` (`"0"`, `"1"`…). */
export interface LogLine {
  readonly level: string;
  readonly msg: string;
  readonly shard?: string;
  /** When the bot wrote it (its `time`), in ms; a line that is not JSON: when it was read. */
  readonly at: number;
  readonly [field: string]: unknown;
}

/** The lines of a process's output, kept and awaited. */
export interface LineLog {
  /** Every line so far, oldest first. */
  readonly lines: readonly LogLine[];
  /** Reads a stream's lines into the log (standard output and error alike). */
  read(stream: NodeJS.ReadableStream | null): void;
  /**
   * Resolves with the first line, past or future, that matches. Rejects after `timeoutMs`, or when {@link end} is
   * called first, saying what was awaited and showing the last lines.
   */
  waitFor(what: string, predicate: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** No more lines will come (the process ended, `why`): waits still pending fail. */
  end(why: string): void;
  /** The last lines, as text, for a failure message. */
  tail(count?: number): string;
}

/** Collects JSON log lines (and any other line as its text); `echo` copies each to this process's standard error. */
export function lineLog(echo = false): LineLog {
  const lines: LogLine[] = [];
  const events = new EventEmitter();
  let ended: string | null = null;
  const tail = (count = 40) =>
    lines
      .slice(-count)
      .map((l) => `${l.shard === undefined ? "manager" : `shard ${l.shard}`} ${l.level}: ${l.msg}`)
      .join("\n");
  return {
    lines,
    read(stream) {
      if (!stream) return;
      createInterface({ input: stream }).on("line", (text) => {
        const line = parseLine(text);
        lines.push(line);
        if (echo) process.stderr.write(`${text}\n`);
        events.emit("line", line);
      });
    },
    waitFor(what, predicate, timeoutMs = 30_000) {
      const seen = lines.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise<LogLine>((resolve, reject) => {
        const fail = (why: string) => {
          done();
          reject(new Error(`${why} before ${what}; the last lines:\n${tail()}`));
        };
        const onLine = (line: LogLine) => {
          if (!predicate(line)) return;
          done();
          resolve(line);
        };
        const timer = setTimeout(() => fail(`${timeoutMs} ms passed`), timeoutMs);
        const done = () => {
          clearTimeout(timer);
          events.off("line", onLine);
          events.off("end", fail);
        };
        events.on("line", onLine);
        if (ended !== null) fail(ended);
        else events.on("end", fail);
      });
    },
    end(why) {
      ended = why;
      events.emit("end", why);
    },
    tail,
  };
}

/** A JSON log line, or a line of something else (npm, node) as its text. */
function parseLine(text: string): LogLine {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === "object" && "msg" in parsed && typeof parsed.msg === "string") {
      const fields = parsed as Record<string, unknown> & { msg: string };
      const at = Date.parse(String(fields.time));
      return { ...fields, level: String(fields.level), at: Number.isNaN(at) ? Date.now() : at };
    }
  } catch {
    // Not JSON: kept as it is.
  }
  return { level: "text", msg: text, at: Date.now() };
}
