import type { AddressKind } from "./ip-ranges.js";

/** Why a panel address was refused, as a key a caller can translate or count. */
export type RefusalCode =
  "malformed" | "too-long" | "scheme" | "credentials" | "not-public" | "not-found" | "lookup-failed";

/** A refused address: a stable code, a reason a stranger can read, and for the log which kind of address it was. */
export interface Refusal {
  readonly code: RefusalCode;
  /**
   * Plain English for the logs and the error's message: never an internal address, never a stack. What a reader
   * sees, in their language, is `render/panel-refusal.ts`' text for the code.
   */
  readonly reason: string;
  /** For `not-public`: the first refused address's kind (for logs and tests, not for the stranger). */
  readonly kind?: Exclude<AddressKind, "public">;
}

const REASONS: Record<RefusalCode, string> = {
  malformed:
    "That is not a web address. Type the panel's address as your browser shows it, for example https://radio.example.com:8080.",
  "too-long": "That address is too long to be a panel's address.",
  scheme: "Only http:// and https:// addresses can be used.",
  credentials: "Leave the user name and password out of the address (an API key has an option of its own).",
  "not-public":
    "That address leads to a private, local or reserved network, which this bot does not connect to. Use the panel's public address.",
  "not-found": "No such host name was found. Check the spelling of the address.",
  "lookup-failed": "The host name could not be looked up just now. Try again in a minute.",
};

/** Builds the refusal for a code (with the address kind when the address is not public). */
export function refusal(code: RefusalCode, kind?: Exclude<AddressKind, "public">): Refusal {
  return kind ? { code, reason: REASONS[code], kind } : { code, reason: REASONS[code] };
}

/** Raised instead of connecting: the address was refused, and nothing was sent to it. */
export class AddressRefusedError extends Error {
  readonly refusal: Refusal;

  constructor(refused: Refusal) {
    super(refused.reason);
    this.name = "AddressRefusedError";
    this.refusal = refused;
  }
}
