import type { Command } from "../src/discord/command.js";
import { history } from "./history.js";
import { listen } from "./listen.js";
import { listeners } from "./listeners.js";
import { nowplaying } from "./nowplaying.js";
import { schedule } from "./schedule.js";

/** Every slash command the bot registers and answers, in the order Discord lists them. */
export const commands: readonly Command[] = [nowplaying, listeners, history, listen, schedule];
