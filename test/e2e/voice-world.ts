import type { SimulatorOptions } from "../../src/simulator/server.js";
import { voiceSupported } from "../../src/voice/voice-lib.js";
import { callbackOf, interactionPayload } from "../fake-discord/interactions.js";
import { APPLICATION_ID, type FakeDiscord } from "../fake-discord/server.js";
import { createWorld } from "./world.js";

/** Whether this Node runs voice; the voice end-to-end tests are skipped (with a notice) where it does not. */
export const VOICE_RUNS = voiceSupported(process.versions.node);
if (!VOICE_RUNS) {
  console.warn(`NOTICE: the voice end-to-end tests need Node >= 22.12; skipped on ${process.version}`);
}

/** The env of a bot whose idle and leave times are short enough for a test to await. */
export const VOICE_ENV = { VOICE_IDLE_SECONDS: "1", VOICE_LEAVE_SECONDS: "1" };

/**
 * The world of the voice tests: the fake Discord with its three servers, the simulated station with real audio
 * (and, with `panel`, the simulated panel's other stations).
 */
export function createVoiceWorld(panel: SimulatorOptions = {}) {
  return createWorld({ otherGuilds: true, voice: { heartbeatIntervalMs: 1_000 } }, panel);
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
  let nested: Option[] = options;
  for (const [i, part] of [...path].reverse().entries()) {
    nested = [{ name: part, type: i === 0 ? 1 : 2, options: nested }];
  }
  const channels = Object.fromEntries(
    options
      .filter((o) => o.type === 7)
      .map((o) => [String(o.value), { id: String(o.value), type: 2, name: "voice", permissions: "0" }]),
  );
  const interaction = interactionPayload(
    discord,
    2,
    { id: discord.newId(), name, type: 1, options: nested, resolved: { channels } },
    actor,
  );
  const id = interaction.id;
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
