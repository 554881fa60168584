import { ROLE_OBJECTS } from "./gateway.js";
import { APPLICATION_ID, type FakeDiscord, GUILD_ID } from "./server.js";

/** Who acts and from where. */
export interface Actor {
  readonly userId?: string;
  readonly locale?: string;
  readonly channelId?: string;
  /** The member's permissions in the channel (default: all). */
  readonly permissions?: string;
  /** The guild it happens in (default: the main one, {@link GUILD_ID}). */
  readonly guildId?: string;
}

export const USER_ID = "700000000000000001";
export const CHAT_CHANNEL_ID = "600000000000000001";

/** An interaction of any type as Discord sends it, from the actor's guild, channel and member. */
export function interactionPayload(discord: FakeDiscord, type: number, data: unknown, actor: Actor) {
  const id = discord.newId();
  const channelId = actor.channelId ?? CHAT_CHANNEL_ID;
  const guildId = actor.guildId ?? GUILD_ID;
  return {
    id,
    application_id: APPLICATION_ID,
    type,
    data,
    token: `token-${id}`,
    version: 1,
    guild_id: guildId,
    channel_id: channelId,
    channel: { id: channelId, type: 0, guild_id: guildId, name: "chat" },
    member: {
      user: {
        id: actor.userId ?? USER_ID,
        username: "listener",
        discriminator: "0",
        global_name: "Listener",
        avatar: null,
      },
      roles: [],
      permissions: actor.permissions ?? "2251799813685247",
      joined_at: new Date().toISOString(),
      deaf: false,
      mute: false,
      flags: 0,
    },
    locale: actor.locale ?? "en-US",
    guild_locale: "en-US",
    entitlements: [],
    authorizing_integration_owners: { "0": guildId },
    app_permissions: "19456",
    context: 0,
  };
}

/** A slash command as Discord sends it; returns its id. */
export function runCommand(
  discord: FakeDiscord,
  name: string,
  options: { name: string; type: number; value: unknown }[] = [],
  actor: Actor = {},
): string {
  const interaction = interactionPayload(discord, 2, { id: discord.newId(), name, type: 1, options }, actor);
  discord.interact(interaction);
  return interaction.id;
}

/**
 * An interaction in a direct message with the bot, as Discord sends one: no `guild_id`, no member, the user at the
 * top level, context 1 (bot DM).
 */
function directPayload(
  discord: FakeDiscord,
  type: number,
  data: unknown,
  actor: Omit<Actor, "guildId" | "permissions">,
) {
  const {
    guild_id: _guild,
    member,
    channel: _channel,
    ...rest
  } = interactionPayload(discord, type, data, actor);
  const channelId = actor.channelId ?? "690000000000000001";
  return {
    ...rest,
    user: member.user,
    channel_id: channelId,
    channel: { id: channelId, type: 1, recipients: [member.user] },
    authorizing_integration_owners: { "0": APPLICATION_ID },
    context: 1,
  };
}

/** A slash command sent in a direct message with the bot. Returns its id. */
export function runDirectCommand(
  discord: FakeDiscord,
  name: string,
  options: { name: string; type: number; value: unknown }[] = [],
  actor: Omit<Actor, "guildId" | "permissions"> = {},
): string {
  const interaction = directPayload(discord, 2, { id: discord.newId(), name, type: 1, options }, actor);
  discord.interact(interaction);
  return interaction.id;
}

/** A click on a button of a message the bot sent in a direct message (`message`). Returns the interaction id. */
export function clickDirectButton(
  discord: FakeDiscord,
  customId: string,
  message: Record<string, unknown>,
  actor: Omit<Actor, "guildId" | "permissions"> = {},
): string {
  const interaction = {
    ...directPayload(discord, 3, { component_type: 2, custom_id: customId }, actor),
    message,
  };
  discord.interact(interaction);
  return interaction.id;
}

/** Typing in an autocompleted option of a command's subcommand; returns the interaction id. */
export function autocompleteSubcommand(
  discord: FakeDiscord,
  name: string,
  subcommand: string,
  option: string,
  value: string,
  actor: Actor = {},
): string {
  const options = [{ name: subcommand, type: 1, options: [{ name: option, type: 3, value, focused: true }] }];
  const interaction = interactionPayload(discord, 4, { id: discord.newId(), name, type: 1, options }, actor);
  discord.interact(interaction);
  return interaction.id;
}

/** A `/setup <subcommand>` as Discord sends it, with the channels and roles it names resolved. */
export function runSubcommand(
  discord: FakeDiscord,
  name: string,
  subcommand: string,
  options: { name: string; type: number; value: unknown }[] = [],
  actor: Actor = {},
): string {
  const channels = Object.fromEntries(
    options
      .filter((o) => o.type === 7)
      .map((o) => [String(o.value), { id: String(o.value), type: 0, name: "channel", permissions: "0" }]),
  );
  const roles = Object.fromEntries(
    options
      .filter((o) => o.type === 8)
      .map((o) => [
        String(o.value),
        ROLE_OBJECTS.find((role) => role.id === o.value) ?? { id: String(o.value) },
      ]),
  );

  const data = {
    id: discord.newId(),
    name,
    type: 1,
    options: [{ name: subcommand, type: 1, options }],
    resolved: { channels, roles },
  };
  const interaction = interactionPayload(discord, 2, data, actor);
  discord.interact(interaction);
  return interaction.id;
}

/** A click on a button of a message; returns the interaction id. */
export function clickButton(
  discord: FakeDiscord,
  customId: string,
  message: Record<string, unknown>,
  actor: Actor = {},
): string {
  const interaction = {
    ...interactionPayload(discord, 3, { component_type: 2, custom_id: customId }, actor),
    message,
  };
  discord.interact(interaction);
  return interaction.id;
}

/** A pick from a message's menu (a string select), as Discord sends it; returns the interaction id. */
export function pickFromMenu(
  discord: FakeDiscord,
  customId: string,
  values: readonly string[],
  message: Record<string, unknown>,
  actor: Actor = {},
): string {
  const interaction = {
    ...interactionPayload(discord, 3, { component_type: 3, custom_id: customId, values }, actor),
    message,
  };
  discord.interact(interaction);
  return interaction.id;
}

/** Typing in an autocompleted option; returns the interaction id. */
export function autocomplete(
  discord: FakeDiscord,
  name: string,
  option: string,
  value: string,
  actor: Actor = {},
): string {
  const interaction = interactionPayload(
    discord,
    4,
    { id: discord.newId(), name, type: 1, options: [{ name: option, type: 3, value, focused: true }] },
    actor,
  );
  discord.interact(interaction);
  return interaction.id;
}

/** The callback the bot sent for an interaction (reply, defer, update or autocomplete result). */
export async function callbackOf(discord: FakeDiscord, interactionId: string) {
  const request = await discord.waitFor(
    (r) => r.method === "POST" && r.path.startsWith(`/interactions/${interactionId}/`),
  );
  return request as typeof request & { body: { type: number; data?: Record<string, unknown> } };
}

/**
 * The reply to a slash command as people see it, whether the bot answered at once or deferred and then edited it
 * in (a first chart starts the chart process, which can take longer than the bot waits before deferring).
 */
export async function replyOf(discord: FakeDiscord, interactionId: string) {
  const request = await discord.waitFor(
    (r) =>
      (r.method === "POST" &&
        r.path.startsWith(`/interactions/${interactionId}/`) &&
        (r.body as { type?: number }).type !== 5) ||
      (r.method === "PATCH" && r.path.endsWith(`/token-${interactionId}/messages/@original`)),
  );
  const data = request.method === "PATCH" ? request.body : (request.body as { data?: unknown }).data;
  return { data: data as Record<string, unknown> | undefined, files: request.files };
}
