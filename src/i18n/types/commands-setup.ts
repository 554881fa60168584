import type { Layout } from "../../templates/style.js";
import type { Named } from "./command-named.js";
import type { Weekdays } from "./stats.js";

/** `/setup` and its subcommands, options and choices, as Discord lists them. */
export interface SetupCommandTexts extends Named {
  readonly show: Named;
  readonly announce: Named & {
    readonly channel: Named;
    readonly tracks: Named & { readonly choices: Readonly<Record<"off" | "post" | "edit", string>> };
  };
  readonly unannounce: Named & { readonly channel: Named };
  readonly ping: Named & { readonly role: Named };
  /** The language's choices are the languages' own names, the same in every language (not here). */
  readonly language: Named & { readonly value: Named };
  readonly radio: Named & {
    readonly channel: Named & { readonly channel: Named };
    readonly off: Named;
  };
  readonly status: Named & { readonly enabled: Named };
  readonly message: Named & {
    /** Its choices are named by each trigger's `programme.triggers` label, as the preview names them. */
    readonly trigger: Named;
    readonly text: Named;
    readonly reset: Named;
  };
  readonly style: Named & {
    readonly layout: Named & { readonly choices: Readonly<Record<Layout, string>> };
    readonly color: Named;
    readonly cover: Named;
    readonly timestamp: Named;
  };
  readonly check: Named;
  /** `/setup report`: the weekly report's channel and time, turning it off, and who may use `/stats`. */
  readonly report: Named & {
    readonly channel: Named & {
      readonly channel: Named;
      readonly day: Named & { readonly choices: Weekdays };
      readonly hour: Named;
    };
    readonly off: Named;
    readonly access: Named & {
      readonly who: Named & { readonly choices: Readonly<Record<"everyone" | "managers", string>> };
    };
  };
  /** `/setup station`: its name, its description on a public bot (`add`) and elsewhere (`pick`), and its options. */
  readonly station: {
    readonly name: string;
    readonly add: string;
    readonly pick: string;
    /** The `station` option's description here. */
    readonly which: string;
    readonly url: Named;
    readonly server: Named;
    readonly key: Named;
    readonly remove: Named;
  };
}
