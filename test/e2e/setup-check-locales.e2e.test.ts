import { afterEach, describe, expect, it } from "vitest";
import { READ_ONLY_CHANNEL } from "../fake-discord/guilds.js";
import { replyOf, runSubcommand } from "../fake-discord/interactions.js";
import { ANNOUNCE_CHANNELS, createWorld, type World } from "./world.js";

let world: World;
afterEach(async () => {
  await world.close();
});

const [ON_AIR] = ANNOUNCE_CHANNELS.map((c) => c.id) as [string];

/** The report a user whose Discord speaks `locale` gets from `/setup check`. */
async function check(locale: string): Promise<{ title: string; text: string }> {
  const id = runSubcommand(world.discord, "setup", "check", [], { locale });
  const reply = await replyOf(world.discord, id);
  const data = reply.data as { embeds?: { title?: string; description?: string }[] } | undefined;
  return { title: data?.embeds?.[0]?.title ?? "", text: data?.embeds?.[0]?.description ?? "" };
}

describe("/setup check in each user's Discord language", () => {
  it("writes the report, its fixes and Discord's permission names in the user's language", async () => {
    world = await createWorld();
    await world.startBot({ ANNOUNCE_CHANNEL_IDS: `${ON_AIR},${READ_ONLY_CHANNEL.id}` });
    const uk = await check("uk");
    expect(uk.title).toBe("🩺 Перевірка бота");
    expect(uk.text).toContain("✅ /stream: MP3, як і вказано в панелі.");
    expect(uk.text).toContain(
      `❌ <#${READ_ONLY_CHANNEL.id}>: боту бракує дозволів «Надсилати повідомлення».`,
    );
    const de = await check("de");
    expect(de.text).toContain(
      `❌ <#${READ_ONLY_CHANNEL.id}>: Dem Bot fehlt die Berechtigung „Nachrichten senden“.\n` +
        "-# ↳ Kanaleinstellungen → Berechtigungen → Rolle des Bots: erlaube „Nachrichten senden“.",
    );
    expect((await check("pl")).text).toContain("✅ /stream: MP3, tak jak podaje panel.");
    expect((await check("pt-BR")).title).toBe("🩺 Verificação do bot");
    expect((await check("es-419")).text).toContain("Configuración del canal → Permisos");
    expect((await check("es-ES")).text).toContain("Ajustes del canal → Permisos");
    // A Discord language the bot does not have falls back to English.
    expect((await check("ja")).title).toBe("🩺 Bot check");
  }, 60_000);
});
