/** What went wrong opening a sealed key. */
export type SealedKeyProblem = "malformed" | "unknown-version" | "wrong-secret" | "tampered";

const MESSAGES: Record<SealedKeyProblem, string> = {
  malformed: "The stored API key is not in the sealed form this bot writes; set the station's key again.",
  "unknown-version":
    "The stored API key was sealed by a newer version of this bot; run that version, or set the station's key again.",
  "wrong-secret":
    "The stored API key was sealed with a different SECRET_KEY. Set the SECRET_KEY it was sealed with, or set the station's key again.",
  tampered:
    "The stored API key has been changed or damaged since it was sealed, so it cannot be used; set the station's key again.",
};

/** A sealed key could not be opened. The message names the problem and the fix, never the key or the secret. */
export class SealedKeyError extends Error {
  readonly problem: SealedKeyProblem;

  constructor(problem: SealedKeyProblem) {
    super(MESSAGES[problem]);
    this.name = "SealedKeyError";
    this.problem = problem;
  }
}
