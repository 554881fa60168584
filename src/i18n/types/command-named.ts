/**
 * A command, subcommand or option as Discord lists it. The name follows Discord's rules in every language: 1–32
 * characters, lowercase, letters, digits, `-` and `_` only (no spaces), and unique among its siblings; the
 * description is 1–100 characters. English names are the ones the handlers read, so they never change.
 */
export interface Named {
  readonly name: string;
  readonly description: string;
}
