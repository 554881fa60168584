import type { SetupTexts } from "../types/setup.js";
import { message, messageWords, template } from "./setup-message.js";
import { languages, server } from "./setup-server.js";
import { station } from "./setup-station.js";

/** /setup replies: settings, stations, templates, styles, languages. */
export const setup: SetupTexts = { server, station, message, template, languages, ...messageWords };
