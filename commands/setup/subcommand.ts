import type { OptionReader } from "../../src/discord/command.js";
import { type ContextFor, narrowed, type Requirement } from "../../src/discord/requirements.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import type { SetupContext, SetupNeeds } from "./server.js";

/** A `/setup` subcommand: what it requires beyond `/setup`'s own, and its handler. */
export interface SetupSubcommand {
  /** Checked, after `/setup`'s own, before the handler runs (`radio` needs voice, `station` a registry). */
  readonly requires: readonly Requirement[];
  /** Runs the handler once the subcommand's requirements are met; rejects with the first unmet one's refusal. */
  run(options: OptionReader, context: SetupContext): Promise<ReplyMessage>;
}

/** A subcommand from its requirements and a handler that gets a context narrowed to them. */
export function subcommand<R extends Requirement = never>(
  requires: readonly R[],
  handler: (options: OptionReader, context: ContextFor<SetupNeeds | R>) => Promise<ReplyMessage>,
): SetupSubcommand {
  return {
    requires,
    // `/setup`'s own requirements were met before the context was typed SetupContext.
    run: async (options, context) => handler(options, narrowed<SetupNeeds | R>(requires, context)),
  };
}
