import type { Overrides } from "../overrides.js";
import type { SetupTexts } from "../types/setup.js";
import { message, messageWords } from "./setup-message.js";
import { server } from "./setup-server.js";
import { station } from "./setup-station.js";

/** /setup replies: settings, stations, templates, styles, languages. */
export const setup: Overrides<SetupTexts> = {
  server,
  station,
  message,
  ...messageWords,
};
