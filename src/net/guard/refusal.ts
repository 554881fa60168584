import type { AddressKind } from "./ip-ranges.js";

/** Why a panel address was refused, as a key a caller can translate or count. */
export type RefusalCode =
  "malformed" | "too-long" | "scheme" | "credentials" | "not-public" | "not-found" | "lookup-failed";

/** A refused address: a stable code, a short reason for logs and errors, and for the log which kind it was. */
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

/**
 * What each refusal is, for logs and errors: short, with no address in it. The words a person reads, in their
 * language, are in src/render/panel-refusal.ts.
 */
const REASONS: Record<RefusalCode, string> = {
  malformed: "not a web address",
  "too-long": "the address is too long",
  scheme: "not an http or https address",
  credentials: "a user name or password in the address",
  "not-public": "a private, local or reserved address",
  "not-found": "no such host name",
  "lookup-failed": "the host name lookup failed",
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
