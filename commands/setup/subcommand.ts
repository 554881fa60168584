import type {
  APIApplicationCommandOption,
  APIApplicationCommandSubcommandGroupOption,
  APIApplicationCommandSubcommandOption,
} from "discord.js";
import type { OptionReader } from "../../src/discord/command.js";
import { type ContextFor, narrowed, type Requirement } from "../../src/discord/requirements.js";
import { STATION_OPTION } from "../../src/discord/station-option.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { type CommandVariant, severalStations } from "../../src/settings/command-variant.js";
import type { SetupContext } from "./server.js";

/** A subcommand's (or a subcommand group's) definition for Discord. */
export type SubcommandOption =
  APIApplicationCommandSubcommandOption | APIApplicationCommandSubcommandGroupOption;

/** A `/setup` subcommand: its definition, what it requires beyond `/setup`'s own, and its handler. */
export interface SetupSubcommand {
  /** Its name as Discord sends it (a group's, for `radio`). */
  readonly name: string;
  /** Its definition as this command variant registers it; null where the variant has no such subcommand. */
  definitionFor(variant: CommandVariant): APIApplicationCommandOption | null;
  /** Checked, after `/setup`'s own, before the handler runs (`radio` needs voice, `station` a registry). */
  readonly requires: readonly Requirement[];
  /** Runs the handler once the subcommand's requirements are met; rejects with the first unmet one's refusal. */
  run(options: OptionReader, context: SetupContext): Promise<ReplyMessage>;
}

/** What a subcommand module gives: its name, definition, requirements and a handler narrowed to them. */
export interface SubcommandSpec<R extends Requirement> {
  readonly name: string;
  readonly definitionFor: (variant: CommandVariant) => SubcommandOption | null;
  readonly requires?: readonly R[];
  readonly execute: (options: OptionReader, context: SetupContext & ContextFor<R>) => Promise<ReplyMessage>;
}

/** A subcommand from its module's parts; its handler gets a context narrowed to its requirements. */
export function setupSubcommand<R extends Requirement = never>(spec: SubcommandSpec<R>): SetupSubcommand {
  const requires: readonly R[] = spec.requires ?? [];
  return {
    name: spec.name,
    definitionFor: spec.definitionFor,
    requires,
    run: async (options, context) => spec.execute(options, narrowed(requires, context)),
  };
}

/** A definition every variant registers as it is. */
export function inEveryVariant<O extends SubcommandOption>(definition: O): () => O {
  return () => definition;
}

/** A definition that, where servers have several stations, ends with the `station` option. */
export function stationOptionWhenSeveral(
  definition: APIApplicationCommandSubcommandOption,
): (variant: CommandVariant) => APIApplicationCommandSubcommandOption {
  return (variant) => (severalStations(variant) ? withStationOption(definition) : definition);
}

/** The subcommand with the `station` option last. */
export function withStationOption(
  definition: APIApplicationCommandSubcommandOption,
): APIApplicationCommandSubcommandOption {
  return { ...definition, options: [...(definition.options ?? []), STATION_OPTION] };
}
