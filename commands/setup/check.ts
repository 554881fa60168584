import { checkStation, type StationProbes } from "../../src/check/check-station.js";
import { noStationFindings } from "../../src/check/panel-findings.js";
import { type ServerFacts, serverFindings } from "../../src/check/server-findings.js";
import { heardEnough } from "../../src/check/stream-findings.js";
import { streamReader } from "../../src/check/stream-head.js";
import type { CommandContext, OptionReader } from "../../src/discord/command.js";
import type { GuildView } from "../../src/discord/guild-view.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { renderCheck } from "../../src/render/setup-check.js";
import { type ResolvedSettings, resolveSettings } from "../../src/settings/guild-settings.js";
import { serverOf } from "./server.js";

/**
 * `/setup check`: a private report on everything the bot needs, the panel, the station, its streams (read through
 * the station's stream fetch, the address guard on a public bot) and the server's channels, role and voice home.
 */
export async function check(_options: OptionReader, context: CommandContext): Promise<ReplyMessage> {
  const { guild, saved, defaults } = serverOf(context);
  const facts = serverFacts(guild, resolveSettings(saved, defaults), context);
  const station =
    context.stations && !context.station ? noStationFindings() : await checkStation(stationProbes(context));
  return renderCheck([...station, ...serverFindings(facts)], context.locale);
}

/** The station's probes: its panel, its clock, and its stream fetch. */
function stationProbes(context: CommandContext): StationProbes {
  const key = Boolean(context.config.panel.apiKey);
  return {
    panel: context.panel,
    // A stranger's key lives sealed inside the station's client: whether there is one is not known here.
    keyGiven: context.stations?.mode === "public" ? null : key,
    clockOffset: () => context.station?.clock.offsetMs() ?? null,
    readStream: streamReader(context.stations?.registry.streamFetch ?? globalThis.fetch, heardEnough),
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
