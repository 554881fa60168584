import type { Catalogue } from "../catalogue.js";
import { check } from "./check.js";
import { commands } from "./commands.js";
import { listener } from "./listener.js";
import { programme } from "./programme.js";
import { setup } from "./setup.js";
import { stats } from "./stats.js";
import { strangers } from "./strangers.js";

/** Everything the bot writes, in en. */
export const en: Catalogue = { listener, programme, setup, check, commands, strangers, stats };
