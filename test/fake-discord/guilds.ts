import { type Overwrite, PERMISSION } from "./permissions.js";

/** A channel of a fake guild: text (0), voice (2) or stage (13). */
export interface FakeChannel {
  readonly id: string;
  readonly name: string;
  readonly type?: 0 | 2 | 13;
  /** Voice and stage channels: how many may be in it (0 or absent: no limit). */
  user_limit?: number;
  permission_overwrites?: Overwrite[];
}

/** A guild (Discord server) of the fake: its channels and roles, the bot's role among them. */
export interface FakeGuild {
  readonly id: string;
  readonly name: string;
  readonly botRoleId: string;
  readonly channels: FakeChannel[];
  readonly roles: readonly Record<string, unknown>[];
  /** Listeners in voice channels from the start (GUILD_CREATE's voice_states). */
  readonly seated?: readonly { readonly userId: string; readonly channelId: string }[];
}

/**
 * The bot's role may moderate stages, move members, set voice channel status and manage events; @everyone may post
 * (with embeds and files), read the history (as Discord's default @everyone may), connect and speak.
 */
const EVERYONE_PERMISSIONS =
  PERMISSION.viewChannel |
  PERMISSION.sendMessages |
  PERMISSION.readMessageHistory |
  PERMISSION.embedLinks |
  PERMISSION.attachFiles |
  PERMISSION.connect |
  PERMISSION.speak |
  PERMISSION.requestToSpeak;
const BOT_PERMISSIONS =
  PERMISSION.manageChannels |
  PERMISSION.muteMembers |
  PERMISSION.moveMembers |
  PERMISSION.setVoiceChannelStatus |
  PERMISSION.manageEvents;

/** The main server's roles besides @everyone, for /setup's tests: the bot's own, one mentionable and one not. */
export const ROLES = {
  bot: "800000000000000010",
  mentionable: "800000000000000011",
  quiet: "800000000000000012",
} as const;

/** The roles as Discord sends them, in GUILD_CREATE and in an interaction's resolved data alike. */
export const ROLE_OBJECTS = [
  {
    id: ROLES.bot,
    name: "RadioBot",
    mentionable: false,
    managed: true,
    permissions: String(BOT_PERMISSIONS),
  },
  { id: ROLES.mentionable, name: "DJ Fans", mentionable: true, managed: false, permissions: "0" },
  { id: ROLES.quiet, name: "Listeners", mentionable: false, managed: false, permissions: "0" },
].map((role, i) => ({ ...role, position: i + 1, color: 0, hoist: false, flags: 0 }));

/** A channel where @everyone (the bot included) may not view: announcing there must be refused. */
export const LOCKED_CHANNEL = { id: "610000000000000009", name: "staff-only" } as const;

const deny = (id: string, bits: bigint): Overwrite[] => [{ id, type: 0, allow: "0", deny: String(bits) }];

/** A channel the bot sees but where its role may neither post nor attach files (`/setup check` must say so). */
export const READ_ONLY_CHANNEL = { id: "610000000000000008", name: "rules" } as const;

/** The main server's voice and stage channels, each set up for one case a test needs. */
export const VOICE_CHANNELS = {
  /** A voice channel where the bot may do everything. */
  lounge: { id: "620000000000000001", name: "Radio Lounge", type: 2 },
  /** Another open voice channel (to move the bot or a listener to). */
  chill: { id: "620000000000000002", name: "Chill Room", type: 2 },
  /** The bot's role is denied Connect. */
  noConnect: {
    id: "620000000000000003",
    name: "Locked Voice",
    type: 2,
    permission_overwrites: deny(ROLES.bot, PERMISSION.connect),
  },
  /** The bot's role is denied Speak. */
  noSpeak: {
    id: "620000000000000004",
    name: "Quiet Room",
    type: 2,
    permission_overwrites: deny(ROLES.bot, PERMISSION.speak),
  },
  /** Room for one, and one listener ({@link SEATED_HUMAN}) is in it; the bot may not Move Members here. */
  full: {
    id: "620000000000000005",
    name: "Tiny Room",
    type: 2,
    user_limit: 1,
    permission_overwrites: deny(ROLES.bot, PERMISSION.moveMembers),
  },
  /** The bot's role may not set the voice channel status here. */
  noStatus: {
    id: "620000000000000006",
    name: "Plain Room",
    type: 2,
    permission_overwrites: deny(ROLES.bot, PERMISSION.setVoiceChannelStatus),
  },
  /** A stage the bot moderates: it may become a speaker and open a stage instance. */
  stage: { id: "620000000000000007", name: "Radio Stage", type: 13 },
  /** A stage where the bot is no moderator (no Mute Members, no Manage Channels): it may only request to speak. */
  audienceStage: {
    id: "620000000000000008",
    name: "Listener Stage",
    type: 13,
    permission_overwrites: deny(ROLES.bot, PERMISSION.muteMembers | PERMISSION.manageChannels),
  },
} as const satisfies Record<string, FakeChannel>;

/** The listener sitting in {@link VOICE_CHANNELS.full} from the start (in GUILD_CREATE's voice_states). */
export const SEATED_HUMAN = "100000000000000109";

/** Listeners (humans, not bots) a test can put in voice channels. */
export const HUMANS = {
  alice: "100000000000000101",
  bob: "100000000000000102",
  carol: "100000000000000103",
} as const;

/** The other two servers the bot is in, each with a text, a voice and a stage channel of its own. */
export const OTHER_GUILDS = {
  second: {
    id: "800000000000000002",
    name: "Night Owls",
    botRoleId: "800000000000000020",
    text: { id: "630000000000000001", name: "owls-chat" },
    voice: { id: "630000000000000002", name: "Owl Radio", type: 2 },
    stage: { id: "630000000000000003", name: "Owl Stage", type: 13 },
  },
  third: {
    id: "800000000000000003",
    name: "Радио Друзья",
    botRoleId: "800000000000000030",
    text: { id: "640000000000000001", name: "чат" },
    voice: { id: "640000000000000002", name: "Эфир", type: 2 },
    stage: { id: "640000000000000003", name: "Сцена", type: 13 },
  },
} as const;

function everyoneRole(guildId: string): Record<string, unknown> {
  const role = { id: guildId, name: "@everyone", permissions: String(EVERYONE_PERMISSIONS), position: 0 };
  return { ...role, color: 0, hoist: false, managed: false, mentionable: false, flags: 0 };
}

/** The guilds of a fake Discord: the main one (with the given text channels) and, unless `only`, the two others. */
export function fakeGuilds(
  mainGuildId: string,
  textChannels: readonly FakeChannel[],
  only = false,
): FakeGuild[] {
  const main: FakeGuild = {
    id: mainGuildId,
    name: "Radio Fans",
    botRoleId: ROLES.bot,
    channels: [
      ...textChannels,
      { ...LOCKED_CHANNEL, permission_overwrites: deny(mainGuildId, PERMISSION.viewChannel) },
      {
        ...READ_ONLY_CHANNEL,
        permission_overwrites: deny(ROLES.bot, PERMISSION.sendMessages | PERMISSION.attachFiles),
      },
      ...Object.values(VOICE_CHANNELS as Record<string, FakeChannel>).map((c) => ({
        ...c,
        permission_overwrites: [...(c.permission_overwrites ?? [])],
      })),
    ],
    roles: [everyoneRole(mainGuildId), ...ROLE_OBJECTS],
    seated: [{ userId: SEATED_HUMAN, channelId: VOICE_CHANNELS.full.id }],
  };
  if (only) return [main];
  const others = Object.values(OTHER_GUILDS).map((g) => ({
    id: g.id,
    name: g.name,
    botRoleId: g.botRoleId,
    channels: [g.text, g.voice, g.stage].map((c) => ({ ...c, permission_overwrites: [] })),
    roles: [
      everyoneRole(g.id),
      {
        id: g.botRoleId,
        name: "RadioBot",
        permissions: String(BOT_PERMISSIONS),
        position: 1,
        color: 0,
        hoist: false,
        managed: true,
        mentionable: false,
        flags: 0,
      },
    ],
  }));
  return [main, ...others];
}
