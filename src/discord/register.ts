import { type REST, type RESTPostAPIChatInputApplicationCommandsJSONBody, Routes } from "discord.js";
import type { Logger } from "../log.js";

/** Where commands are registered: one guild (instant, for testing) or globally. */
export interface RegisterTarget {
  readonly applicationId: string;
  readonly guildId?: string | undefined;
}

type Definition = RESTPostAPIChatInputApplicationCommandsJSONBody;

/**
 * Registers the bot's commands only when they differ from what Discord has: it reads the registered commands
 * (with their localizations, or every comparison would differ) and bulk-overwrites on any difference.
 * @returns true when it overwrote.
 */
export async function syncCommands(
  rest: REST,
  target: RegisterTarget,
  definitions: readonly Definition[],
  log: Logger,
): Promise<boolean> {
  const route = target.guildId
    ? Routes.applicationGuildCommands(target.applicationId, target.guildId)
    : Routes.applicationCommands(target.applicationId);
  const scope = target.guildId ? `guild ${target.guildId}` : "globally";
  const registered = (await rest.get(route, {
    query: new URLSearchParams({ with_localizations: "true" }),
  })) as unknown[];
  if (sameCommands(registered, definitions)) {
    log.info(`slash commands are up to date (${scope})`);
    return false;
  }
  await rest.put(route, { body: definitions });
  log.info(`registered ${definitions.length} slash commands ${scope}`);
  return true;
}

/** True when Discord's commands match the definitions in everything the bot sets. */
export function sameCommands(registered: readonly unknown[], definitions: readonly Definition[]): boolean {
  if (registered.length !== definitions.length) return false;
  const key = (items: readonly unknown[]) =>
    JSON.stringify(
      [...items]
        .map((item) => normalize(item, true))
        // By code unit, not localeCompare: any fixed order will do here, and the first localeCompare makes ICU
        // map its collation data, ~2 MiB of the bot's resident memory.
        .sort((a, b) => (String(a.name) < String(b.name) ? -1 : String(a.name) > String(b.name) ? 1 : 0)),
    );
  return key(registered) === key(definitions);
}

const COMPARED = [
  "name",
  "name_localizations",
  "description",
  "description_localizations",
  "type",
  "options",
  "required",
  "min_value",
  "max_value",
  "min_length",
  "max_length",
  "autocomplete",
  "choices",
  "value",
  "channel_types",
  "default_member_permissions",
  "contexts",
] as const;

/** Keeps the fields the bot sets, with Discord's defaults (false, empty, null) treated as absent. */
function normalize(item: unknown, topLevel = false): Record<string, unknown> {
  const source = (item ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of COMPARED) {
    const value = source[field];
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[field] = value.map((inner) => normalize(inner));
    } else if (typeof value === "object") {
      if (Object.keys(value).length > 0) out[field] = Object.fromEntries(Object.entries(value).sort());
    } else {
      out[field] = value;
    }
  }
  // A command's type defaults to 1 (chat input); an option's type is always significant.
  if (topLevel && out.type === 1) delete out.type;
  return out;
}
