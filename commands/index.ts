import type { Config } from "../src/config.js";
import type { Command } from "../src/discord/command.js";
import { history } from "./history.js";
import { listen } from "./listen.js";
import { listeners } from "./listeners.js";
import { request } from "./request.js";
import { nowplaying } from "./nowplaying.js";
import { radio } from "./radio.js";
import { schedule } from "./schedule.js";
import { setup } from "./setup.js";

/** Every slash command the bot registers and answers, in the order Discord lists them. */
export const commands: readonly Command[] = [
  nowplaying,
  listeners,
  history,
  listen,
  schedule,
  request,
  radio,
  setup,
];

/**
 * The commands this configuration registers: `/request` only with `REQUESTS_ENABLED=true`, `/radio` only where
 * voice runs (Node 22.12 or newer).
 */
export function enabledCommands(
  config: Config,
  options: { readonly voice?: boolean } = {},
): readonly Command[] {
  return commands.filter(
    (command) =>
      (command.data.name !== "request" || config.requests.enabled) &&
      (command.data.name !== "radio" || options.voice === true),
  );
}
