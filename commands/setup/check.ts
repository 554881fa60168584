import { ApplicationCommandOptionType } from "discord.js";
import { localized } from "../../src/i18n/localized.js";
import { setupSubcommand, stationOptionWhenSeveral } from "./subcommand.js";
import { checkStation, type StationProbes } from "../../src/check/check-station.js";
import { noStationFindings } from "../../src/check/panel-findings.js";
import { type ServerFacts, serverFindings } from "../../src/check/server-findings.js";
import { heardEnough } from "../../src/check/stream-findings.js";
import { streamReader } from "../../src/check/stream-head.js";
import { type CommandContext, type OptionReader, UserError } from "../../src/discord/command.js";
import type { GuildView } from "../../src/discord/guild-view.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { renderCheck } from "../../src/render/setup-check.js";
import { type ResolvedSettings, resolveSettings } from "../../src/settings/guild-settings.js";
import { namedStation, serverOf, type SetupContext } from "./server.js";

/**
 * `/setup check`: a private report on everything the bot needs, the panel, the station, its streams and the
 * server's channels, role and voice home. The streams are read on connections of the check's own (on a public bot
 * through the address guard, its lookups in the server's share), through the panel's gate, and closed after.
 * On a public bot a check is a stranger's request to contact addresses a panel lists: one per moderator and per
 * server per cooldown, and none while memory is short.
 */
async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const { guild, saved, defaults } = serverOf(context);
  const facts = serverFacts(guild, resolveSettings(saved, defaults), context);
  // With several stations, the `station` option checks that one; without it, the server's own.
  const named = namedStation(options, context, guild.id);
  const station = named ?? context.station;
  if (context.stations && !station) return renderChecked(noStationFindings(), facts, context);
  const strangers = context.stations?.strangers;
  if (strangers?.underPressure()) throw new UserError("setup.strangersBusy");
  if (strangers && context.stations?.mode === "public") {
    const turn = strangers.checkTurn(context.userId, guild.id, context.now());
    if (!turn.ok) throw new UserError("setup.checkCooldown", { until: turn.until });
  }
  const streams = station ? context.stations?.registry.streamProbe(guild.id, station.address) : undefined;
  try {
    const probed = named ? { ...context, station: named, panel: named.panel } : context;
    const findings = await checkStation(stationProbes(probed, streams?.fetch ?? globalThis.fetch));
    return renderChecked(findings, facts, context);
  } finally {
    await streams?.close();
  }
}

function renderChecked(
  station: Parameters<typeof renderCheck>[0],
  facts: ServerFacts,
  context: CommandContext,
): ReplyMessage {
  return renderCheck([...station, ...serverFindings(facts)], context.locale);
}

/** The station's probes: its panel, its clock, and the fetch its streams are read with. */
function stationProbes(context: CommandContext, streamFetch: typeof globalThis.fetch): StationProbes {
  const key = Boolean(context.config.panel.apiKey);
  return {
    panel: context.panel,
    // A stranger's key lives sealed inside the station's client: whether there is one is not known here.
    keyGiven: context.stations?.mode === "public" ? null : key,
    clockOffset: () => context.station?.clock.offsetMs() ?? null,
    readStream: streamReader(streamFetch, heardEnough),
  };
}

/** What the gateway's cache says of the server's announcement channels, ping role, voice home and events. */
function serverFacts(guild: GuildView, settings: ResolvedSettings, context: CommandContext): ServerFacts {
  const access = (id: string) => guild.botAccess?.(id) ?? null;
  const { pingRoleId, voiceChannelId } = settings;
  return {
    channels: settings.channels.map((channel) => ({ id: channel.id, access: access(channel.id) })),
    pingRole: pingRoleId ? { id: pingRoleId, pingable: guild.canPing(pingRoleId) } : null,
    voice: voiceChannelId ? { id: voiceChannelId, access: access(voiceChannelId) } : null,
    voiceOff: !context.voice,
    events: context.config.scheduleEvents ? { permissions: guild.botPermissions?.() ?? 0n } : null,
  };
}

/** `/setup check` (and `[station]` where servers have several). */
export const check = setupSubcommand({
  name: "check",
  definitionFor: stationOptionWhenSeveral({
    type: ApplicationCommandOptionType.Subcommand,
    ...localized((c) => c.setup.check),
  }),
  execute,
});
