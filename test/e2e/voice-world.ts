import { voiceSupported } from "../../src/voice/voice-lib.js";
import { callbackOf } from "../fake-discord/interactions.js";
import { APPLICATION_ID, type FakeDiscord, GUILD_ID } from "../fake-discord/server.js";
import { createWorld } from "./world.js";

/** Whether this Node runs voice; the voice end-to-end tests are skipped (with a notice) where it does not. */
export const VOICE_RUNS = voiceSupported(process.versions.node);
if (!VOICE_RUNS) {
  console.warn(`NOTICE: the voice end-to-end tests need Node >= 22.12; skipped on ${process.version}`);
}

/** The env of a bot whose idle and leave times are short enough for a test to await. */
export const VOICE_ENV = { VOICE_IDLE_SECONDS: "1", VOICE_LEAVE_SECONDS: "1" };

/** The world of the voice tests: the fake Discord with its three servers, the simulated station with real audio. */
export function createVoiceWorld() {
  return createWorld({ otherGuilds: true, voice: { heartbeatIntervalMs: 1_000 } });
}

type Option = { name: string; type: number; value?: unknown; options?: Option[] };

/**
 * A slash command with subcommands (and groups) as Discord sends it, the channels it names resolved as voice
 * channels; resolves with the bot's callback data.
 */
export async function slash(
  discord: FakeDiscord,
  name: string,
  path: readonly string[],
  options: Option[] = [],
  actor: { userId: string; guildId?: string; permissions?: string },
) {
  const id = discord.newId();
  const guildId = actor.guildId ?? GUILD_ID;
  let nested: Option[] = options;
  for (const [i, part] of [...path].reverse().entries()) {
    nested = [{ name: part, type: i === 0 ? 1 : 2, options: nested }];
  }
  const channels = Object.fromEntries(
    options
      .filter((o) => o.type === 7)
      .map((o) => [String(o.value), { id: String(o.value), type: 2, name: "voice", permissions: "0" }]),
  );
  const interaction: { id: string } & Record<string, unknown> = {
    id,
    application_id: APPLICATION_ID,
    type: 2,
    data: { id: discord.newId(), name, type: 1, options: nested, resolved: { channels } },
    token: `token-${id}`,
    version: 1,
    guild_id: guildId,
    channel_id: "600000000000000001",
    channel: { id: "600000000000000001", type: 0, guild_id: guildId, name: "chat" },
    member: {
      user: {
        id: actor.userId,
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
    locale: "en-US",
    guild_locale: "en-US",
    entitlements: [],
    authorizing_integration_owners: { "0": guildId },
    app_permissions: "19456",
    context: 0,
  };
  discord.interact(interaction);
  const callback = await callbackOf(discord, id);
  type Data = { flags?: number; embeds?: { description?: string }[] };
  if (callback.body.type !== 5) return (callback.body.data ?? {}) as Data;
  // Deferred: the answer comes as the edited original or as a follow-up.
  const answer = await discord.waitFor(
    (r) => r.path.startsWith(`/webhooks/${APPLICATION_ID}/token-${id}`) && r.method !== "DELETE",
  );
  return answer.body as Data;
}
