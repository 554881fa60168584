import type { CheckTexts } from "./types/check.js";
import type { CommandTexts } from "./types/commands.js";
import type { ListenerTexts } from "./types/listener.js";
import type { ProgrammeTexts } from "./types/programme.js";
import type { SetupTexts } from "./types/setup.js";
import type { StrangerTexts } from "./types/strangers.js";

/**
 * Every text a person reads, in one language, by area. Each language's catalogue is typed by this, so a key missing
 * in any language is a type error; English is the fallback only for a Discord language the bot does not have.
 */
export interface Catalogue {
  readonly listener: ListenerTexts;
  readonly programme: ProgrammeTexts;
  readonly setup: SetupTexts;
  readonly check: CheckTexts;
  readonly commands: CommandTexts;
  readonly strangers: StrangerTexts;
}
