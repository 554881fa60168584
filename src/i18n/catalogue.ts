import type { CheckTexts } from "./types/check.js";
import type { CommandTexts } from "./types/commands.js";
import type { ListenerTexts } from "./types/listener.js";
import type { ProgrammeTexts } from "./types/programme.js";
import type { SetupTexts } from "./types/setup.js";
import type { StatsTexts } from "./types/stats.js";
import type { StrangerTexts } from "./types/strangers.js";

/**
 * Every text a person reads, in one language, by area. English's catalogue is typed by this and so is complete; a
 * language typed by it too is checked complete by the compiler, and one that gives `Overrides<Catalogue>` (es-419)
 * holds only what differs from the language it falls back to (see catalogues.ts). English is also what a Discord
 * language the bot does not have reads.
 */
export interface Catalogue {
  readonly listener: ListenerTexts;
  readonly programme: ProgrammeTexts;
  readonly setup: SetupTexts;
  readonly check: CheckTexts;
  readonly commands: CommandTexts;
  readonly strangers: StrangerTexts;
  readonly stats: StatsTexts;
}
