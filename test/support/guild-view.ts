import type { GuildView } from "../../src/discord/guild-view.js";

/** A server where the member may manage it and every post, mention and ping is allowed. */
export function manageableGuild(id: string): GuildView {
  return {
    id,
    memberCanManage: true,
    memberCanMentionEveryone: false,
    postProblems: () => [],
    canPing: () => true,
    roleMentionable: () => true,
    channelName: () => null,
    roleName: () => null,
  };
}
