import type { RefusalCode } from "../../net/guard/refusal.js";
import type {
  PanelHttpError,
  PanelNotJsonError,
  PanelShapeError,
  PanelTimeoutError,
  PanelUnreachableError,
} from "../../panel/errors.js";

/**
 * What went wrong with the panel, said from the error's own facts (panel address, status, excerpt…). English
 * gives the error's own message, which the logs carry too.
 */
export interface PanelErrorTexts {
  readonly unreachable: (error: PanelUnreachableError) => string;
  readonly timeout: (error: PanelTimeoutError) => string;
  readonly http: (error: PanelHttpError) => string;
  readonly notJson: (error: PanelNotJsonError) => string;
  readonly shape: (error: PanelShapeError) => string;
}

/** Why the bot refused to ask a panel (see `src/net/`), never naming the address it resolved to. */
export interface RefusalTexts {
  /** Why the address guard refused an address someone typed, by its code. */
  readonly address: Readonly<Record<RefusalCode, string>>;
  /** A host name that was not found or leads inside a network, in the same words (strangers must not tell which). */
  readonly unusableName: string;
  readonly redirect: (status: number, target: string | null) => string;
  readonly tooLarge: (limitBytes: number) => string;
  /** The circuit is open; `at` is a Discord timestamp of the next try. */
  readonly circuitOpen: (at: string) => string;
  readonly queueFull: string;
  readonly waitedTooLong: string;
}

/** The panel's problems as people read them. */
export interface PanelTexts {
  readonly errors: PanelErrorTexts;
  readonly refusals: RefusalTexts;
}
