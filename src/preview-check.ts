import { checkStation } from "./check/check-station.js";
import { heardEnough } from "./check/stream-findings.js";
import { streamReader } from "./check/stream-head.js";
import type { Config } from "./config.js";
import type { PanelConnection } from "./demo/connect.js";
import type { Locale } from "./locale.js";
import { toDiscordBody } from "./render/message.js";
import { renderCheck } from "./render/setup-check.js";
import { renderForTerminal } from "./render/terminal.js";

/**
 * `npm run preview -- check`: the checks of `/setup check` that need no Discord (the panel, its clock, the station
 * and its streams), as the terminal shows the report, or its Discord body with `json`; `failed` when any line is a
 * ❌, so the command exits 1 and `npm run preview -- check && …` stops at a dead panel.
 */
export async function previewCheck(
  connection: PanelConnection,
  config: Config,
  locale: Locale,
  view: { readonly json: boolean; readonly now: number },
): Promise<{ readonly text: string; readonly failed: boolean }> {
  const findings = await checkStation({
    panel: connection.panel,
    keyGiven: Boolean(config.panel.apiKey),
    clockOffset: () => connection.clock.offsetMs(),
    // The operator's own panel, named in their .env: read as voice reads it on their bot.
    readStream: streamReader(globalThis.fetch, heardEnough),
  });
  const message = renderCheck(findings, locale);
  const text = view.json
    ? JSON.stringify(toDiscordBody(message), null, 2)
    : renderForTerminal(message, view.now, locale);
  return { text, failed: findings.some((finding) => finding.status === "fail") };
}
