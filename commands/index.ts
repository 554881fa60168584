import type { Config } from "../src/config.js";
import { type CommandVariant, severalStations } from "../src/settings/command-variant.js";
import type { Command } from "../src/discord/command.js";
import { withStationOption } from "../src/discord/station-option.js";
import { withContexts } from "../src/discord/command-contexts.js";
import { follow } from "./follow.js";
import { history } from "./history.js";
import { listen } from "./listen.js";
import { listeners } from "./listeners.js";
import { request } from "./request.js";
import { nowplaying } from "./nowplaying.js";
import { radio } from "./radio.js";
import { schedule } from "./schedule.js";
import { stats } from "./stats.js";
import { unfollow } from "./unfollow.js";
import { setup } from "./setup/index.js";

/** Every slash command the bot registers and answers, in the order Discord lists them. */
export const commands: readonly Command[] = [
  nowplaying,
  listeners,
  stats,
  history,
  listen,
  schedule,
  follow,
  unfollow,
  request,
  radio,
  setup,
];

/**
 * The commands this configuration registers: each says itself whether it is enabled (`/request` with
 * `REQUESTS_ENABLED=true`, `/radio` where voice runs) and how it looks in this variant (by default, with several
 * stations, a `station` option); one that needs a server is offered in servers only (see `withContexts`).
 */
export function enabledCommands(
  config: Config,
  options: { readonly voice?: boolean; readonly variant: CommandVariant },
): readonly Command[] {
  const runtime = { voice: options.voice === true };
  return commands
    .filter((command) => command.enabled?.(config, runtime) ?? true)
    .map((command) => withContexts(forVariant(command, options.variant), options.variant));
}

function forVariant(command: Command, variant: CommandVariant): Command {
  if (command.forVariant) return command.forVariant(variant);
  return severalStations(variant) ? withStationOption(command) : command;
}
