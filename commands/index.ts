import type { Config } from "../src/config.js";
import type { Command } from "../src/discord/command.js";
import { history } from "./history.js";
import { listen } from "./listen.js";
import { listeners } from "./listeners.js";
import { request } from "./request.js";
import { nowplaying } from "./nowplaying.js";
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
  setup,
];

/** The commands this configuration registers: `/request` only with `REQUESTS_ENABLED=true`. */
export function enabledCommands(config: Config): readonly Command[] {
  return commands.filter((command) => command.data.name !== "request" || config.requests.enabled);
}
