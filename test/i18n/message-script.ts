import * as script from "../../scripts/message-types.mjs";

export type { Use } from "../../scripts/message-types.mjs";

/** The script that generates the catalogue's type, as `npm run build` runs it. */
export const messageScript = script;
