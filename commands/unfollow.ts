import { ApplicationCommandOptionType, ApplicationCommandType } from "discord.js";
import { type Command, UserError } from "../src/discord/command.js";
import { djKey } from "../src/follows/dj-key.js";
import { djChoices } from "../src/follows/dj-names.js";
import { localized } from "../src/i18n/localized.js";
import { renderUnfollowed } from "../src/render/follows.js";

/**
 * `/unfollow dj:`: stops following a DJ in this server (autocompleted from the user's own follows here). Where the
 * server has several stations and the user follows one name on more than one, every such follow goes: the user
 * named the DJ, not a station.
 */
function unfollowCommand() {
  const command = {
    data: {
      type: ApplicationCommandType.ChatInput,
      ...localized((c) => c.unfollow),
      options: [
        {
          type: ApplicationCommandOptionType.String,
          ...localized((c) => c.unfollow.dj),
          required: true,
          autocomplete: true,
          max_length: 100,
        },
      ],
    },
    requires: ["server", "follows"],
    repliesPrivately: true,
    // The user's follows, not a station's: no `station` option.
    forVariant: (): Command => unfollowCommand(),
    async execute(options, { guild, userId, follows, locale }) {
      const typed = options.getString("dj")?.trim() ?? "";
      const mine = await follows.followsOf(guild.id, userId);
      const named = mine.filter((follow) => djKey(follow.dj) === djKey(typed));
      const removed = await Promise.all(
        named.map((follow) => follows.removeFollow(guild.id, userId, follow.station, follow.dj)),
      );
      const first = named[0];
      if (!first || !removed.some(Boolean)) throw new UserError("follows.notFollowing", { typed });
      return renderUnfollowed(first.dj, locale);
    },
    async autocomplete(focused, { guild, userId, follows }) {
      const mine = await follows.followsOf(guild.id, userId);
      const names = djChoices(focused.slice(0, 100), [...new Set(mine.map((follow) => follow.dj))]);
      return names.map((name) => ({ name: name.slice(0, 100), value: name.slice(0, 100) }));
    },
  } satisfies Command<"server" | "follows">;
  return command;
}

/** `/unfollow`. */
export const unfollow: Command = unfollowCommand();
