import { EventEmitter, once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FakeGateway } from "./gateway.js";
import { type FakeChannel, type FakeGuild, fakeGuilds } from "./guilds.js";
import { manyGuilds } from "./many-guilds.js";
import { listMessages, snowflake } from "./message-list.js";
import { DirectChannels } from "./direct-channels.js";
import { GlobalLimit, type GlobalLimitOptions } from "./global-limit.js";
import { GuildMembers } from "./members.js";
import { messageObject } from "./message-object.js";
import { has, PERMISSION, permissionsIn } from "./permissions.js";
import { parseMultipart, type UploadedFile } from "./multipart.js";
import { NonceLedger } from "./nonces.js";
import { invalidScheduledEvent, scheduledEventObject } from "./scheduled-events.js";
import { type DiscordFailure, errorReply, type Reply } from "./reply.js";
import { gatewayBot } from "./shards.js";
import { invalidMessage } from "./validate.js";
import { invalidCommands } from "./validate-commands.js";
import { VoiceRoutes } from "./voice-routes.js";
import { voiceCertificate } from "./voice/certificate.js";
import { FakeVoiceServer, type VoiceServerOptions } from "./voice/server.js";

/** One REST request the bot made, as the fake received it (path decoded, after `/api/v10`). */
export interface DiscordRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  /** Files sent with a multipart body (messages with attachments). */
  readonly files: readonly UploadedFile[];
  readonly authorized: boolean;
  readonly at: number;
  /** The status the fake answered with. */
  status: number;
}

export type { DiscordFailure } from "./reply.js";

export const APPLICATION_ID = "900000000000000001";
export const GUILD_ID = "800000000000000001";
export const BOT_TOKEN = "fake.bot.token";

/** The environment of a bot process (npm start, or node on src/index.ts) pointed at a fake Discord and a panel. */
export function botProcessEnv(
  discord: { readonly apiUrl: string },
  panelUrl: string,
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DISCORD_TOKEN: BOT_TOKEN,
    DISCORD_GUILD_ID: GUILD_ID,
    DISCORD_API_URL: discord.apiUrl,
    PANEL_URL: panelUrl,
    LOG_LEVEL: "warn",
    // The fake voice gateway's certificate, which a process trusts only if told at its start.
    NODE_EXTRA_CA_CERTS: voiceCertificate().certPath,
    ...extra,
  };
}

/** How a fake Discord is set up. */
export interface FakeDiscordOptions {
  /** Also the two guilds of {@link OTHER_GUILDS} (default: only the main guild, {@link GUILD_ID}). */
  readonly otherGuilds?: boolean;
  /** How the fake voice server behaves (DAVE version, decoding). */
  readonly voice?: VoiceServerOptions;
  /**
   * The shard count Discord requires: `/gateway/bot` recommends it, and an IDENTIFY with another count (or none) is
   * closed with 4010 or 4011. Unset: `/gateway/bot` says 1 and any `shard` is accepted.
   */
  readonly shards?: number;
  /** Also this many generated servers ({@link manyGuilds}: server `i` is on shard `i % count`). */
  readonly manyGuilds?: number;
  /** Discord's clock: the time in new messages' ids and timestamps, and of its nonce memory (default: the real one). */
  readonly now?: () => number;
  /** Discord's global rate limit (e.g. 50 a second): past it, 429 with `global: true` (counted in `globalLimit`). */
  readonly globalLimit?: GlobalLimitOptions;
}

/**
 * A local Discord for the real discord.js client: REST and gateway on one port of 127.0.0.1, and a voice server
 * (`voice`: TLS voice gateway and UDP) beside them. It records every request, keeps registered commands and channel
 * messages, and can answer like Discord does when things go wrong. Its guilds are {@link fakeGuilds}: the main one
 * ({@link GUILD_ID}, with the text channels given and the voice channels of {@link VOICE_CHANNELS}), and with
 * `otherGuilds` two others.
 */
export class FakeDiscord extends EventEmitter {
  readonly requests: DiscordRequest[] = [];
  readonly commands = new Map<string, Record<string, unknown>[]>();
  readonly channelMessages = new Map<string, Map<string, Record<string, unknown>>>();
  /** The users' DM channels (`POST /users/@me/channels`). */
  readonly directChannels = new DirectChannels(() => this.newId());
  /** Who is in the guilds (`GET /guilds/{guild}/members/{user}`): everyone, until a test makes them `leave`. */
  readonly members: GuildMembers;
  /** The global rate limit, when one was set: `globalLimit.limited` counts its 429s. */
  readonly globalLimit: GlobalLimit | null;
  /** Each guild's scheduled events, by id. */
  readonly scheduledEvents = new Map<string, Map<string, Record<string, unknown>>>();
  readonly gateway: FakeGateway;
  /** The voice server VOICE_SERVER_UPDATE points at: await audio on `voice.session(guildId)`. */
  readonly voice: FakeVoiceServer;
  /** The guilds the bot is in. */
  readonly guilds: FakeGuild[];
  /** Stage instances, stage speaker requests and voice channel status: what the bot set, for assertions. */
  readonly voiceRoutes: VoiceRoutes;
  /** Channel message nonces sent with `enforce_nonce`; `nonces.duplicates` counts posts answered without a new message. */
  readonly nonces: NonceLedger;
  private readonly now: () => number;
  private messageCount = 0;
  private readonly server = createServer((req, res) => void this.handle(req, res));
  private readonly failures: { match: RegExp; failure: DiscordFailure }[] = [];
  private readonly interactions = new Map<string, { at: number; answered: boolean }>();
  private nextId = 1_000_000;
  private readonly shardCount: number;
  private port = 0;

  constructor(
    readonly channels: readonly FakeChannel[] = [],
    options: FakeDiscordOptions = {},
  ) {
    super();
    this.now = options.now ?? Date.now;
    this.nonces = new NonceLedger(this.now);
    this.voice = new FakeVoiceServer(options.voice);
    this.guilds = [
      ...fakeGuilds(GUILD_ID, channels, !options.otherGuilds),
      ...manyGuilds(options.manyGuilds ?? 0),
    ];
    this.gateway = new FakeGateway({
      botUserId: APPLICATION_ID,
      applicationId: APPLICATION_ID,
      guilds: this.guilds,
      url: () => this.gatewayUrl,
      voice: this.voice,
      shards: options.shards,
      stageInstances: (guildId) =>
        [...this.voiceRoutes.stageInstances.values()].filter((s) => s.guild_id === guildId),
    });
    this.members = new GuildMembers(this.guilds);
    this.globalLimit = options.globalLimit ? new GlobalLimit(options.globalLimit) : null;
    this.voiceRoutes = new VoiceRoutes(this.guilds, this.gateway, APPLICATION_ID, () => this.newId());
    this.shardCount = options.shards ?? 1;
    this.server.on("upgrade", (request, socket, head) => this.gateway.upgrade(request, socket, head));
  }

  async listen(): Promise<this> {
    this.server.listen(0, "127.0.0.1");
    await Promise.all([once(this.server, "listening"), this.voice.listen()]);
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** What `DISCORD_API_URL` is set to. */
  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}/gateway`;
  }

  /** Makes requests whose `METHOD path` matches answer with a failure. */
  fail(match: RegExp, failure: DiscordFailure): void {
    this.failures.push({ match, failure });
  }

  clearFailures(): void {
    this.failures.length = 0;
  }

  /** Sends INTERACTION_CREATE and remembers when, for the 3-second deadline. */
  interact(interaction: { id: string }): void {
    this.interactions.set(interaction.id, { at: Date.now(), answered: false });
    this.gateway.dispatch("INTERACTION_CREATE", interaction);
  }

  /** Resolves with the first request, past or future, that matches. */
  waitFor(predicate: (request: DiscordRequest) => boolean): Promise<DiscordRequest> {
    const seen = this.requests.find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => {
      const listener = (request: DiscordRequest) => {
        if (!predicate(request)) return;
        this.off("request", listener);
        resolve(request);
      };
      this.on("request", listener);
    });
  }

  /** The messages posted in a user's DM channel, oldest first. */
  directMessagesTo(userId: string): Record<string, unknown>[] {
    const channelId = this.directChannels.channelOf(userId);
    return channelId ? [...(this.channelMessages.get(channelId)?.values() ?? [])] : [];
  }

  newId(): string {
    return String(this.nextId++);
  }

  /** A channel message's id: a snowflake of Discord's clock, as the bot reads a message's time from it. */
  newMessageId(): string {
    return snowflake(this.now(), this.messageCount++);
  }

  async close(): Promise<void> {
    this.gateway.close();
    this.server.closeAllConnections();
    await Promise.all([
      new Promise<void>((resolve) => this.server.close(() => resolve())),
      this.voice.close(),
    ]);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const multipart = parseMultipart(req.headers["content-type"], raw);
    const text = multipart ? "" : raw.toString("utf8");
    const request: DiscordRequest = {
      method: req.method ?? "GET",
      path: decodeURIComponent(url.pathname.replace(/^\/api\/v10/, "")),
      query: url.searchParams,
      body: multipart ? multipart.payload : text ? (JSON.parse(text) as unknown) : undefined,
      files: multipart?.files ?? [],
      authorized: req.headers.authorization === `Bot ${BOT_TOKEN}`,
      at: Date.now(),
      status: 0,
    };
    this.requests.push(request);
    const reply = this.route(request);
    request.status = reply.status;
    res.writeHead(reply.status, {
      ...(reply.body === undefined ? {} : { "content-type": "application/json" }),
      ...reply.headers,
    });
    res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
    this.emit("request", request);
  }

  private route(request: DiscordRequest): Reply {
    const { method, path } = request;
    const line = `${method} ${path}`;
    const limited = this.globalLimit?.check(path);
    if (limited) return limited;
    const failure = this.failures.find((f) => f.match.test(line));
    if (failure) {
      if (failure.failure.times !== undefined && --failure.failure.times <= 0) {
        this.failures.splice(this.failures.indexOf(failure), 1);
      }
      if (failure.failure.taken) this.serve(request);
      return errorReply(failure.failure);
    }
    return this.serve(request);
  }

  private serve(request: DiscordRequest): Reply {
    const { method, path } = request;
    const line = `${method} ${path}`;

    if (line === "GET /gateway/bot") {
      if (!request.authorized) return { status: 401, body: { message: "401: Unauthorized", code: 0 } };
      return { status: 200, body: gatewayBot(this.gatewayUrl, this.shardCount, this.gateway.identifies) };
    }
    if (line === "GET /applications/@me")
      return { status: 200, body: { id: APPLICATION_ID, name: "RadioBot", flags: 0 } };

    const commands = /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/.exec(path);
    if (commands) return this.commandsRoute(request, commands[2] ?? "global");

    const missing = missingAttachment(request);
    if (missing)
      return errorReply({ status: 400, code: 50035, message: `Invalid Form Body: no file ${missing}` });

    const callback = /^\/interactions\/(\d+)\/[^/]+\/callback$/.exec(path);
    if (callback && method === "POST") return this.callbackRoute(callback[1] ?? "", request.body);

    const webhook = /^\/webhooks\/(\d+)\/([^/]+)(?:\/messages\/(@original|\d+))?$/.exec(path);
    if (webhook) {
      if (method === "DELETE") return { status: 204 };
      const invalid = invalidMessage(request.body);
      if (invalid) return errorReply({ status: 400, code: 50035, message: `Invalid Form Body: ${invalid}` });
      return { status: 200, body: messageObject(this.newId(), "0", request.body) };
    }

    const events = /^\/guilds\/(\d+)\/scheduled-events(?:\/(\d+))?$/.exec(path);
    if (events) return this.scheduledEventsRoute(request, events[1] ?? "", events[2]);

    const member = /^\/guilds\/(\d+)\/members\/(\d+)$/.exec(path);
    if (member && method === "GET") return this.members.route(member[1] ?? "", member[2] ?? "");

    const voice = this.voiceRoutes.route(request);
    if (voice) return voice;

    if (line === "POST /users/@me/channels") {
      const given = (request.body as { recipient_id?: unknown } | undefined)?.recipient_id;
      if (typeof given !== "string")
        return errorReply({ status: 400, code: 50035, message: "Invalid Form Body: recipient_id" });
      const recipient = given;
      return {
        status: 200,
        body: { id: this.directChannels.open(recipient), type: 1, recipients: [{ id: recipient }] },
      };
    }

    const channel = /^\/channels\/(\d+)\/messages(?:\/(\d+))?$/.exec(path);
    if (channel) return this.channelRoute(request, channel[1] ?? "", channel[2]);

    const one = /^\/channels\/(\d+)$/.exec(path);
    if (one && request.method === "GET") return this.channelObject(one[1] ?? "");

    return errorReply({ status: 404, code: 0, message: `404: Not Found (${line})` });
  }

  private commandsRoute(request: DiscordRequest, scope: string): Reply {
    if (request.method === "PUT") {
      const invalid = invalidCommands(request.body);
      if (invalid) return errorReply({ status: 400, code: 50035, message: `Invalid Form Body: ${invalid}` });
      const defs = (request.body as Record<string, unknown>[]).map((d) => ({
        id: this.newId(),
        application_id: APPLICATION_ID,
        version: "1",
        default_member_permissions: null,
        type: 1,
        ...d,
      }));
      this.commands.set(scope, defs);
      return { status: 200, body: defs };
    }
    const stored = this.commands.get(scope) ?? [];
    if (request.query.get("with_localizations") === "true") return { status: 200, body: stored };
    return {
      status: 200,
      body: stored.map(({ name_localizations: _n, description_localizations: _d, ...rest }) => rest),
    };
  }

  private callbackRoute(id: string, body: unknown): Reply {
    const interaction = this.interactions.get(id);
    if (!interaction) return errorReply({ status: 404, code: 10062, message: "Unknown interaction" });
    if (interaction.answered)
      return errorReply({ status: 400, code: 40060, message: "Interaction has already been acknowledged." });
    if (Date.now() - interaction.at > 3_000)
      return errorReply({ status: 404, code: 10062, message: "Unknown interaction" });
    const data = (body as { data?: unknown }).data;
    const type = (body as { type: number }).type;
    if ((type === 4 || type === 7) && invalidMessage(data)) {
      return errorReply({
        status: 400,
        code: 50035,
        message: `Invalid Form Body: ${String(invalidMessage(data))}`,
      });
    }
    interaction.answered = true;
    return { status: 204 };
  }

  /** `GET /channels/{id}`: a channel of one of the guilds, with its guild's id (what Discord answers any shard). */
  private channelObject(channelId: string): Reply {
    for (const guild of this.guilds) {
      const channel = guild.channels.find((c) => c.id === channelId);
      if (channel)
        return {
          status: 200,
          body: { id: channel.id, name: channel.name, type: channel.type ?? 0, guild_id: guild.id },
        };
    }
    return errorReply({ status: 404, code: 10003, message: "Unknown Channel" });
  }

  private channelRoute(request: DiscordRequest, channelId: string, messageId: string | undefined): Reply {
    const messages = this.channelMessages.get(channelId) ?? new Map<string, Record<string, unknown>>();
    this.channelMessages.set(channelId, messages);
    if (request.method === "GET" && !messageId) {
      const readable = this.botMayReadHistory(channelId);
      return { status: 200, body: readable ? listMessages(messages.values(), request.query) : [] };
    }
    if (request.method === "POST" && !messageId) {
      if (this.directChannels.refuses(channelId))
        return errorReply({ status: 403, code: 50007, message: "Cannot send messages to this user" });
      const invalid = invalidMessage(request.body);
      if (invalid) return errorReply({ status: 400, code: 50035, message: `Invalid Form Body: ${invalid}` });
      const earlier = this.nonces.replay(channelId, request.body, (id) => messages.get(id));
      if (earlier) return { status: 200, body: earlier };
      const message = messageObject(this.newMessageId(), channelId, request.body, this.now());
      messages.set(String(message.id), message);
      this.nonces.created(channelId, request.body, String(message.id));
      return { status: 200, body: message };
    }
    const existing = messageId ? messages.get(messageId) : undefined;
    if (!existing) return errorReply({ status: 404, code: 10008, message: "Unknown Message" });
    if (request.method === "GET") return { status: 200, body: existing };
    if (request.method === "DELETE") {
      messages.delete(String(messageId));
      return { status: 204 };
    }
    const invalid = invalidMessage(request.body);
    if (invalid) return errorReply({ status: 400, code: 50035, message: `Invalid Form Body: ${invalid}` });
    const edited = { ...existing, ...(request.body as object), edited_timestamp: new Date().toISOString() };
    messages.set(String(messageId), edited);
    return { status: 200, body: edited };
  }

  /** Whether the bot may read a channel's history (Discord lists no messages to a bot that may not). */
  private botMayReadHistory(channelId: string): boolean {
    for (const guild of this.guilds) {
      const channel = guild.channels.find((c) => c.id === channelId);
      if (!channel) continue;
      const permissions = permissionsIn(
        { guildId: guild.id, roles: guild.roles as { id: string; permissions: string }[] },
        channel.permission_overwrites ?? [],
        { userId: APPLICATION_ID, roleIds: [guild.botRoleId] },
      );
      return has(permissions, PERMISSION.viewChannel | PERMISSION.readMessageHistory);
    }
    return true;
  }

  private scheduledEventsRoute(request: DiscordRequest, guildId: string, eventId: string | undefined): Reply {
    const events = this.scheduledEvents.get(guildId) ?? new Map<string, Record<string, unknown>>();
    this.scheduledEvents.set(guildId, events);
    if (!eventId) {
      if (request.method === "GET") return { status: 200, body: [...events.values()] };
      if (request.method !== "POST")
        return errorReply({ status: 405, code: 0, message: "405: Method Not Allowed" });
      const invalid = invalidScheduledEvent(request.body, true);
      if (invalid) return errorReply({ status: 400, code: 50035, message: `Invalid Form Body: ${invalid}` });
      const event = scheduledEventObject(
        this.newId(),
        guildId,
        APPLICATION_ID,
        request.body as Record<string, unknown>,
      );
      events.set(String(event.id), event);
      return { status: 200, body: event };
    }
    const existing = events.get(eventId);
    if (!existing) return errorReply({ status: 404, code: 10070, message: "Unknown Guild Scheduled Event" });
    if (request.method === "GET") return { status: 200, body: existing };
    if (request.method === "DELETE") {
      events.delete(eventId);
      return { status: 204 };
    }
    const invalid = invalidScheduledEvent(request.body, false);
    if (invalid) return errorReply({ status: 400, code: 50035, message: `Invalid Form Body: ${invalid}` });
    const updated = { ...existing, ...(request.body as object) };
    events.set(eventId, updated);
    return { status: 200, body: updated };
  }
}

/** An `attachment://name` the message refers to without sending that file, as Discord refuses it; else null. */
function missingAttachment(request: DiscordRequest): string | null {
  const text = JSON.stringify(request.body ?? null);
  for (const [, name] of text.matchAll(/attachment:\/\/([^"]+)/g)) {
    if (!request.files.some((file) => file.filename === name)) return name ?? "";
  }
  return null;
}
