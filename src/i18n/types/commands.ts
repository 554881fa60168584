import type { SetupCommandTexts } from "./commands-setup.js";
import type { PeriodKind } from "../../stats/periods.js";
import type { Named } from "./command-named.js";

/** What the catalogue says in command, option and choice names and descriptions, as Discord shows them. */
export interface CommandTexts {
  readonly nowplaying: Named;
  readonly history: Named & { readonly count: Named; readonly jingles: Named };
  readonly listen: Named & { readonly channel: Named };
  readonly listeners: Named & { readonly hours: Named };
  readonly schedule: Named & { readonly days: Named };
  readonly request: Named & { readonly track: Named; readonly message: Named };
  readonly radio: Named & {
    readonly join: Named & { readonly channel: Named };
    readonly leave: Named;
  };
  readonly stats: Named & {
    readonly period: Named & { readonly choices: Readonly<Record<PeriodKind, string>> };
    readonly dj: Named;
    readonly export: Named;
  };
  /** The `station` option listener commands carry when a server can have several stations. */
  readonly station: Named;
  readonly setup: SetupCommandTexts;
}
