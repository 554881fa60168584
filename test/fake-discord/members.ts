import type { FakeGuild } from "./guilds.js";
import { errorReply, type Reply } from "./reply.js";

/**
 * Who is in the fake's guilds, for `GET /guilds/{guild}/members/{user}`. Everyone is a member of every guild the
 * bot is in (the fake keeps no member list: a test follows any user id) until `leave` removes them; `join` brings
 * them back. A guild the bot is not in answers 404 Unknown Guild.
 */
export class GuildMembers {
  private readonly left = new Set<string>();

  constructor(private readonly guilds: readonly FakeGuild[]) {}

  /** The user leaves the guild: the member route answers 404 10007 Unknown Member. */
  leave(guildId: string, userId: string): void {
    this.left.add(`${guildId}:${userId}`);
  }

  join(guildId: string, userId: string): void {
    this.left.delete(`${guildId}:${userId}`);
  }

  /** The answer to `GET /guilds/{guild}/members/{user}`. */
  route(guildId: string, userId: string): Reply {
    if (!this.guilds.some((guild) => guild.id === guildId))
      return errorReply({ status: 404, code: 10004, message: "Unknown Guild" });
    if (this.left.has(`${guildId}:${userId}`))
      return errorReply({ status: 404, code: 10007, message: "Unknown Member" });
    const user = { id: userId, username: `user${userId.slice(-4)}`, discriminator: "0", global_name: null };
    return {
      status: 200,
      body: { user, roles: [], joined_at: new Date(0).toISOString(), deaf: false, mute: false, flags: 0 },
    };
  }
}
