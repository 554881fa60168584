import type { Config } from "../src/config.js";
import { type CommandVariant, severalStations } from "../src/settings/command-variant.js";
import type { Command } from "../src/discord/command.js";
import { withStationOption } from "../src/discord/station-option.js";
import { history } from "./history.js";
import { listen } from "./listen.js";
import { listeners } from "./listeners.js";
import { request } from "./request.js";
import { nowplaying } from "./nowplaying.js";
import { radio, radioWithStation } from "./radio.js";
import { schedule } from "./schedule.js";
import { setup, setupFor } from "./setup/index.js";

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
 * voice runs (Node 22.12 or newer, in every mode); with several stations, every listener command (and
 * `/radio join`) has a `station` option and `/setup` chooses stations.
 */
export function enabledCommands(
  config: Config,
  options: { readonly voice?: boolean; readonly variant: CommandVariant },
): readonly Command[] {
  const several = severalStations(options.variant);
  return commands
    .filter(
      (command) =>
        (command.data.name !== "request" || config.requests.enabled) &&
        (command.data.name !== "radio" || options.voice === true),
    )
    .map((command) => {
      if (command === setup) return setupFor(options.variant);
      if (command === radio) return several ? radioWithStation() : radio;
      return several ? withStationOption(command) : command;
    });
}
