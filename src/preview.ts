import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { commands } from "../commands/index.js";
import { createChartProcess } from "./charts/chart-process.js";
import { ConfigError, loadConfig } from "./config.js";
import type { OptionReader } from "./discord/command.js";
import { executeAutocomplete, executeCommand } from "./discord/execute-command.js";
import { createLogger } from "./log.js";
import { connectPanel } from "./demo/connect.js";
import { PanelError } from "./panel/errors.js";
import { localeOf } from "./i18n/locale-of.js";
import { isLocale, LOCALES } from "./locale.js";
import { toDiscordBody } from "./render/message.js";
import { panelErrorText } from "./render/panel-error.js";
import { renderForTerminal } from "./render/terminal.js";
import { previewCheck } from "./preview-check.js";
import { PREVIEW_GUILD, previewFigures } from "./preview-stats.js";

/** The commands the preview can show: those that read the panel and answer with a message (or suggestions). */
export const PREVIEW_COMMANDS = [
  "nowplaying",
  "listeners",
  "history",
  "listen",
  "schedule",
  "request",
  "stats",
  "check",
] as const;

const USAGE = `usage: npm run preview -- <${PREVIEW_COMMANDS.join("|")}> [--count N] [--jingles] [--channel NAME] [--days N] [--hours N] [--search TEXT] [--at WHEN] [--period day|week|month|year] [--dj NAME] [--export] [--out FILE] [--locale <${LOCALES.join("|")}>] [--json]`;

/** Where the preview writes: standard output for the message, standard error for logs and errors. */
export interface PreviewIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** What the preview may be given besides its arguments. */
export interface PreviewOptions {
  /** The clock the reply is rendered on (default `Date.now`): the README's samples fix it. */
  readonly now?: () => number;
}

/**
 * `npm run preview`: prints the message the bot would send for a command, read from the panel the environment
 * names, without Discord. Returns the process exit code.
 */
export async function preview(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: PreviewIo,
  options: PreviewOptions = {},
): Promise<number> {
  const now = options.now ?? Date.now;
  const asked = previewAsked(argv, env, io);
  if (typeof asked === "number") return asked;
  const { parsed, name, command, config, locale } = asked;
  const log = createLogger({ level: config.logLevel, secrets: [config.panel.apiKey], write: io.err });
  const connection = await connectPanel(config, log);
  const charts = createChartProcess({ log });
  // The song finder reads kept plays too: the preview keeps the panel's history as the bot would have.
  const keeps =
    name === "stats" || (name === "history" && (parsed.values.at ?? parsed.values.search) !== undefined);
  const figures = keeps ? await previewFigures(connection.panel, config, log, now()) : null;
  try {
    const context = {
      panel: connection.panel,
      config,
      log,
      now,
      locale,
      userId: "preview",
      userName: "preview",
      cooldowns: null,
      charts,
      stats: figures?.reading ?? null,
      guild: figures ? PREVIEW_GUILD : null,
    };
    if (name === "check") {
      const report = await previewCheck(connection, config, locale, {
        json: parsed.values.json ?? false,
        now: now(),
      });
      io.out(report.text);
      return report.failed ? 1 : 0;
    }
    if (command.data.name === "request") {
      // The preview never sends a request: it shows what autocomplete would offer for the text.
      const choices = await executeAutocomplete(command, parsed.values.search ?? "", context);
      io.out(
        parsed.values.json
          ? JSON.stringify(choices, null, 2)
          : choices.map((choice) => `${choice.name}  → ${choice.value}`).join("\n") || "(no suggestions)",
      );
      return 0;
    }
    const message = await executeCommand(command, optionsOf(parsed), context);
    const [file] = message.files ?? [];
    if (file && parsed.values.out) {
      writeFileSync(parsed.values.out, file.data);
      io.err(`wrote ${file.name} to ${parsed.values.out}`);
    }
    io.out(
      parsed.values.json
        ? JSON.stringify(toDiscordBody(message), null, 2)
        : renderForTerminal(message, now(), locale),
    );
    return 0;
  } catch (error) {
    if (error instanceof PanelError) io.err(panelErrorText(error, locale));
    else if (error instanceof Error && error.name === "UserError") io.err(error.message);
    else
      io.err(
        `The preview failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    return 1;
  } finally {
    figures?.close();
    await charts.close();
    await connection.close();
  }
}

/**
 * What the preview was asked for: its options, the command, the configuration and the language; or the exit code
 * 2 (said on `io.err`) for an unknown command, a bad option or a bad configuration.
 */
function previewAsked(argv: readonly string[], env: NodeJS.ProcessEnv, io: PreviewIo) {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const name = parsed.positionals[0];
  // `check` is `/setup check`: the part of it that needs no Discord.
  const command = PREVIEW_COMMANDS.some((c) => c === name)
    ? commands.find((c) => c.data.name === (name === "check" ? "setup" : name))
    : undefined;
  const asked = parsed.values.locale;
  if (!command || (asked !== undefined && !isLocale(asked))) {
    io.err(USAGE);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env, { requireDiscordToken: false });
  } catch (error) {
    io.err(error instanceof ConfigError ? error.message : String(error));
    return 2;
  }
  if (config.panel.url === null) {
    io.err("The preview reads one station: set PANEL_URL (and PANEL_SERVER_ID) to the panel to preview.");
    return 2;
  }
  return { parsed, name, command, config, locale: localeOf(asked) };
}

/** The command's options as the preview's flags give them. */
function optionsOf(parsed: ReturnType<typeof parse>): OptionReader {
  return {
    getInteger: (name) => {
      const given: Record<string, string | undefined> = {
        count: parsed.values.count,
        days: parsed.values.days,
        hours: parsed.values.hours,
      };
      const value = given[name];
      return value !== undefined ? Number(value) : null;
    },
    getBoolean: (name) => ({ jingles: parsed.values.jingles, export: parsed.values.export })[name] ?? null,
    getString: (name) =>
      ({
        channel: parsed.values.channel,
        period: parsed.values.period,
        dj: parsed.values.dj,
        at: parsed.values.at,
        search: parsed.values.search,
      })[name] ?? null,
  };
}

function parse(argv: readonly string[]) {
  const result = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      count: { type: "string" },
      jingles: { type: "boolean" },
      channel: { type: "string" },
      days: { type: "string" },
      search: { type: "string" },
      at: { type: "string" },
      hours: { type: "string" },
      out: { type: "string" },
      locale: { type: "string" },
      json: { type: "boolean" },
      period: { type: "string" },
      dj: { type: "string" },
      export: { type: "boolean" },
    },
  });
  if (result.values.period !== undefined && !/^(day|week|month|year)$/.test(result.values.period)) {
    throw new Error(`--period takes day, week, month or year, not ${result.values.period}`);
  }
  if (result.values.count !== undefined && !/^\d+$/.test(result.values.count)) {
    throw new Error(`--count takes a whole number from 1 to 25, not ${result.values.count}`);
  }
  if (result.values.hours !== undefined && !/^\d{1,2}$/.test(result.values.hours)) {
    throw new Error(`--hours takes a whole number from 1 to 72, not ${result.values.hours}`);
  }
  if (result.values.days !== undefined && !/^[1-7]$/.test(result.values.days)) {
    throw new Error(`--days takes a whole number from 1 to 7, not ${result.values.days}`);
  }
  return result;
}
