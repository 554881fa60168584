import { InteractionContextType } from "discord.js";
import type { CommandVariant } from "../settings/command-variant.js";
import type { Command } from "./command.js";
import type { Requirement } from "./requirements.js";

/** Requirements that only a server can meet: the member's permissions, the server's settings and access rules. */
const SERVER_REQUIREMENTS: readonly Requirement[] = ["server", "manager"];

/**
 * Whether a command needs a server, from what it requires: `server` or `manager` always, and `station` on a public
 * bot, where a station is always a server's (one station from `.env` or a network's default needs none). Pure.
 */
export function needsServer(command: Command, variant: CommandVariant): boolean {
  const requires: readonly Requirement[] = command.requires ?? [];
  if (requires.some((need) => SERVER_REQUIREMENTS.includes(need))) return true;
  return variant === "public" && requires.includes("station");
}

/**
 * The command as registered: one that needs a server is offered in servers only (`contexts: [0]`, and the older
 * `dm_permission: false`), so Discord shows it in no direct message; the others as they are.
 */
export function withContexts(command: Command, variant: CommandVariant): Command {
  if (!needsServer(command, variant)) return command;
  return {
    ...command,
    data: { ...command.data, dm_permission: false, contexts: [InteractionContextType.Guild] },
  };
}

/**
 * Whether a command is registered for servers only: the dispatcher then refuses it without a server, whatever
 * Discord sends (an old registration still cached, a user-installed app).
 */
export function isGuildOnly(command: Command): boolean {
  const contexts = command.data.contexts;
  return (
    Array.isArray(contexts) &&
    contexts.length > 0 &&
    contexts.every((c) => c === InteractionContextType.Guild)
  );
}
