import type { FakeGateway } from "./gateway.js";
import type { FakeChannel, FakeGuild } from "./guilds.js";
import { has, PERMISSION } from "./permissions.js";
import { errorReply, type Reply } from "./reply.js";

/** A REST request as the voice routes see it. */
interface VoiceRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** A stage instance as Discord sends it. */
export interface StageInstanceWire {
  id: string;
  guild_id: string;
  channel_id: string;
  topic: string;
  privacy_level: number;
  discoverable_disabled: boolean;
  guild_scheduled_event_id: string | null;
}

const STAGE_MODERATOR = PERMISSION.manageChannels | PERMISSION.muteMembers | PERMISSION.moveMembers;
const missingPermissions = () => errorReply({ status: 403, code: 50013, message: "Missing Permissions" });
const invalid = (why: string) =>
  errorReply({ status: 400, code: 50035, message: `Invalid Form Body: ${why}` });

/**
 * The REST side of voice: stage instances, the bot's own voice state in a stage (speaker or request to speak), and
 * voice channel status. It checks the bot's permissions as Discord does, dispatches the matching gateway events,
 * and keeps what it was sent for tests to assert on.
 */
export class VoiceRoutes {
  /** Live stage instances, by stage channel id. */
  readonly stageInstances = new Map<string, StageInstanceWire>();
  /** Every topic a stage instance was opened or changed with, oldest first. */
  readonly stageTopics: { at: number; channelId: string; topic: string }[] = [];
  /** Each voice channel's status now (absent: never set). */
  readonly voiceStatuses = new Map<string, string>();
  /** Every voice channel status set, oldest first. */
  readonly voiceStatusLog: { at: number; channelId: string; status: string }[] = [];

  constructor(
    private readonly guilds: readonly FakeGuild[],
    private readonly gateway: FakeGateway,
    private readonly botUserId: string,
    private readonly newId: () => string,
  ) {}

  /** Answers a voice route, or null when the request is not one. */
  route(request: VoiceRequest): Reply | null {
    const { method, path } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (path === "/stage-instances" && method === "POST") return this.openStage(body);
    const stage = /^\/stage-instances\/(\d+)$/.exec(path);
    if (stage) return this.stageRoute(method, stage[1] ?? "", body);
    const me = /^\/guilds\/(\d+)\/voice-states\/@me$/.exec(path);
    if (me && method === "PATCH") return this.speakerRoute(me[1] ?? "", body);
    const status = /^\/channels\/(\d+)\/voice-status$/.exec(path);
    if (status && method === "PUT") return this.statusRoute(status[1] ?? "", body);
    return null;
  }

  private find(channelId: string): { guild: FakeGuild; channel: FakeChannel } | undefined {
    for (const guild of this.guilds) {
      const channel = guild.channels.find((c) => c.id === channelId);
      if (channel) return { guild, channel };
    }
    return undefined;
  }

  private can(found: { guild: FakeGuild; channel: FakeChannel }, needed: bigint): boolean {
    return has(this.gateway.voiceStates.botPermissions(found.guild, found.channel, this.botUserId), needed);
  }

  private openStage(body: Record<string, unknown>): Reply {
    const found = this.find(String(body.channel_id));
    if (!found) return errorReply({ status: 404, code: 10003, message: "Unknown Channel" });
    if (found.channel.type !== 13)
      return errorReply({ status: 400, code: 50024, message: "Cannot execute action on this channel type" });
    const topic = body.topic;
    if (typeof topic !== "string" || topic.length < 1 || topic.length > 120)
      return invalid("topic: 1 to 120");
    if (!this.can(found, STAGE_MODERATOR)) return missingPermissions();
    if (this.stageInstances.has(found.channel.id))
      return errorReply({ status: 400, code: 150006, message: "A stage instance already exists" });
    const instance: StageInstanceWire = {
      id: this.newId(),
      guild_id: found.guild.id,
      channel_id: found.channel.id,
      topic,
      privacy_level: typeof body.privacy_level === "number" ? body.privacy_level : 2,
      discoverable_disabled: true,
      guild_scheduled_event_id: null,
    };
    this.stageInstances.set(found.channel.id, instance);
    this.stageTopics.push({ at: Date.now(), channelId: found.channel.id, topic });
    this.gateway.dispatch("STAGE_INSTANCE_CREATE", instance);
    return { status: 200, body: instance };
  }

  private stageRoute(method: string, channelId: string, body: Record<string, unknown>): Reply {
    const instance = this.stageInstances.get(channelId);
    const found = this.find(channelId);
    if (!instance || !found)
      return errorReply({ status: 404, code: 10067, message: "Unknown Stage Instance" });
    if (method === "GET") return { status: 200, body: instance };
    if (!this.can(found, STAGE_MODERATOR)) return missingPermissions();
    if (method === "DELETE") {
      this.stageInstances.delete(channelId);
      this.gateway.dispatch("STAGE_INSTANCE_DELETE", instance);
      return { status: 204 };
    }
    if (method !== "PATCH") return errorReply({ status: 405, code: 0, message: "405: Method Not Allowed" });
    if (body.topic !== undefined) {
      if (typeof body.topic !== "string" || body.topic.length < 1 || body.topic.length > 120)
        return invalid("topic: 1 to 120");
      instance.topic = body.topic;
      this.stageTopics.push({ at: Date.now(), channelId, topic: body.topic });
    }
    if (typeof body.privacy_level === "number") instance.privacy_level = body.privacy_level;
    this.gateway.dispatch("STAGE_INSTANCE_UPDATE", instance);
    return { status: 200, body: instance };
  }

  /** The bot becomes a speaker (`suppress: false`, needs Mute Members) or asks to speak (needs Request to Speak). */
  private speakerRoute(guildId: string, body: Record<string, unknown>): Reply {
    const state = this.gateway.voiceStates.of(guildId, this.botUserId);
    const found = state?.channel_id ? this.find(state.channel_id) : undefined;
    if (
      !state ||
      !found ||
      found.channel.type !== 13 ||
      (body.channel_id && body.channel_id !== state.channel_id)
    )
      return invalid("channel_id: not in this stage channel");
    if (body.suppress === false && !this.can(found, PERMISSION.muteMembers)) return missingPermissions();
    if (body.request_to_speak_timestamp && !this.can(found, PERMISSION.requestToSpeak))
      return missingPermissions();
    if (typeof body.suppress === "boolean") state.suppress = body.suppress;
    if (body.request_to_speak_timestamp !== undefined)
      state.request_to_speak_timestamp = (body.request_to_speak_timestamp as string | null) ?? null;
    this.gateway.dispatch("VOICE_STATE_UPDATE", state);
    return { status: 204 };
  }

  /** Sets a voice channel's status: Set Voice Channel Status, and in the channel or Manage Channels. */
  private statusRoute(channelId: string, body: Record<string, unknown>): Reply {
    const found = this.find(channelId);
    if (!found) return errorReply({ status: 404, code: 10003, message: "Unknown Channel" });
    if (found.channel.type !== 2)
      return errorReply({ status: 400, code: 50024, message: "Cannot execute action on this channel type" });
    const status = typeof body.status === "string" ? body.status : "";
    if (status.length > 500) return invalid("status: at most 500");
    const inChannel = this.gateway.voiceStates.of(found.guild.id, this.botUserId)?.channel_id === channelId;
    if (
      !this.can(found, PERMISSION.setVoiceChannelStatus) ||
      (!inChannel && !this.can(found, PERMISSION.manageChannels))
    )
      return missingPermissions();
    this.voiceStatuses.set(channelId, status);
    this.voiceStatusLog.push({ at: Date.now(), channelId, status });
    this.gateway.dispatch("VOICE_CHANNEL_STATUS_UPDATE", { id: channelId, guild_id: found.guild.id, status });
    return { status: 204 };
  }
}
