import {
  type APIApplicationCommandOptionChoice,
  type APIApplicationCommandSubcommandOption,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import { type Command, type CommandContext, type OptionReader, UserError } from "../src/discord/command.js";
import type { ContextFor } from "../src/discord/requirements.js";
import { STATION_OPTION } from "../src/discord/station-option.js";
import { djKey } from "../src/follows/dj-key.js";
import { djChoices, knownDjNames, matchDj } from "../src/follows/dj-names.js";
import type { Follow, RemindMinutes } from "../src/follows/follow.js";
import { localized, localizedChoice } from "../src/i18n/localized.js";
import type { ReplyMessage } from "../src/message/reply-message.js";
import { followHash, parseUnfollowButtonId } from "../src/render/follow-dm.js";
import {
  FORGET_BUTTON_ID,
  renderDmUnfollowed,
  renderFollowAdded,
  renderFollowList,
  renderForgetAsk,
  renderForgotten,
} from "../src/render/follows.js";
import { stationName } from "../src/render/stations.js";
import { severalStations } from "../src/settings/command-variant.js";
import { followSettingsOf } from "../src/settings/follow-settings.js";
import { scheduleItems } from "../src/station/schedule.js";
import { stationKey } from "../src/station/station-key.js";

type FollowNeeds = "station" | "server" | "follows";
type FollowContext = ContextFor<FollowNeeds>;

/** How far ahead the schedule's hosts are offered: a week, as `/schedule` shows at most. */
const SCHEDULE_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;

/** The `remind` option's values (as typed in the issue: `15m`, `30m`, `1h`, `off`) and the minutes they hold. */
const REMIND_CHOICES = [
  { value: "15m", minutes: 15, words: "m15" },
  { value: "30m", minutes: 30, words: "m30" },
  { value: "1h", minutes: 60, words: "h1" },
  { value: "off", minutes: null, words: "off" },
] as const;

/** The reminder chosen; undefined when the option was not given (a follow then keeps its own). Pure. */
export function remindOf(value: string | null): RemindMinutes | undefined {
  if (value === null) return undefined;
  return REMIND_CHOICES.find((choice) => choice.value === value)?.minutes ?? null;
}

/** The key of the station a follow in this context is of: the server's (or chosen) station. */
export function followStationKey(context: CommandContext): string {
  return context.station?.key ?? stationKey(context.panel.address, context.panel.serverId);
}

/**
 * The DJs one may follow on the context's station: the panel's DJ accounts (the cached read), the hosts of its
 * schedule for the week ahead, and the names its kept figures saw on air. A source that fails is left out; when
 * all fail, the first failure is the answer (a panel that cannot be read).
 */
async function djNamesOf(context: CommandContext): Promise<string[]> {
  const from = Math.floor(context.now() / 60_000) * 60_000;
  const djs = context.panel.djs();
  const [accounts, scheduled, seen] = await Promise.allSettled([
    djs,
    Promise.all([context.panel.grid({ from, to: from + SCHEDULE_AHEAD_MS }), djs]),
    context.stats ? context.stats.djs(followStationKey(context)) : Promise.resolve([]),
  ]);
  if (accounts.status === "rejected" && scheduled.status === "rejected" && seen.status !== "fulfilled")
    throw accounts.reason;
  return knownDjNames(
    accounts.status === "fulfilled" ? accounts.value.map((dj) => dj.name) : [],
    scheduled.status === "fulfilled"
      ? scheduleItems(scheduled.value[0], scheduled.value[1], context.now()).map((item) => item.djName)
      : [],
    seen.status === "fulfilled" ? seen.value : [],
  );
}

/** The server's follow settings: on or off, and the cap per user. */
function settingOf(context: FollowContext) {
  return followSettingsOf(context.settings?.store.guildSettings(context.guild.id) ?? null);
}

/**
 * `/follow add dj: [remind:]`. A name the station has never had, nor has scheduled, is refused with the closest
 * names: the panel's DJ list holds every DJ account, also those not on air yet, so a listener can follow a new DJ
 * before their first show, and a typo is never kept as a follow that no show will ever match.
 */
async function add(options: OptionReader, context: FollowContext): Promise<ReplyMessage> {
  const setting = settingOf(context);
  if (!setting.enabled) throw new UserError("follows.off");
  const typed = options.getString("dj")?.trim() ?? "";
  const match = matchDj(typed, await djNamesOf(context));
  if (match.kind === "unknown") throw new UserError("follows.unknownDj", { typed, closest: match.closest });
  const { guild, userId, follows } = context;
  const station = followStationKey(context);
  const mine = await follows.followsOf(guild.id, userId);
  const current = mine.find((one) => one.station === station && djKey(one.dj) === djKey(match.name));
  const chosen = remindOf(options.getString("remind"));
  const remindMinutes = chosen === undefined ? (current?.remindMinutes ?? null) : chosen;
  const follow: Follow = {
    guildId: guild.id,
    userId,
    station,
    dj: match.name,
    remindMinutes,
    createdAt: context.now(),
  };
  const result = await follows.addFollow(follow, setting.maxPerUser);
  if (result === "limit") throw new UserError("follows.limit", { limit: setting.maxPerUser });
  const wereClosed = await closedMarkTaken(context);
  return renderFollowAdded(
    {
      dj: match.name,
      result,
      remindMinutes,
      count: mine.length + (result === "added" ? 1 : 0),
      limit: setting.maxPerUser,
      wereClosed,
    },
    context.locale,
  );
}

/**
 * Whether the user's direct messages were found closed, the mark cleared. Closed DMs are not retried; a user
 * following again or looking at their follows is told why nothing came, and the bot tries once more from then on.
 */
async function closedMarkTaken(context: FollowContext): Promise<boolean> {
  const wereClosed = await context.follows.directMessagesClosed(context.userId);
  if (wereClosed) await context.follows.clearDirectMessagesClosed(context.userId);
  return wereClosed;
}

/**
 * `/follow list`: the user's follows in this server, with each one's station where the server has several, and why
 * nothing came when their direct messages were found closed.
 */
async function list(context: FollowContext): Promise<ReplyMessage> {
  const mine = await context.follows.followsOf(context.guild.id, context.userId);
  const several = new Set(mine.map((follow) => follow.station)).size > 1;
  const label = (key: string) => {
    const station = context.stations?.registry.get(key);
    return station ? stationName(station, context.locale) : key;
  };
  const listed = mine.map((follow) => ({
    dj: follow.dj,
    remindMinutes: follow.remindMinutes,
    createdAt: follow.createdAt,
    station: several ? label(follow.station) : null,
  }));
  const wereClosed = await closedMarkTaken(context);
  return renderFollowList(listed, { ...settingOf(context), wereClosed }, context.locale);
}

/** The Unfollow button of a follower's direct message: the follow of that server whose station and DJ hash to it. */
async function unfollowClicked(customId: string, context: CommandContext): Promise<ReplyMessage> {
  const parsed = parseUnfollowButtonId(customId);
  if (!parsed) throw new UserError("history.staleButton");
  if (!context.follows) throw new UserError("server.noStore");
  const mine = await context.follows.followsOf(parsed.guildId, context.userId);
  const follow = mine.find((one) => followHash(one.station, one.dj) === parsed.hash);
  const removed =
    follow !== undefined &&
    (await context.follows.removeFollow(parsed.guildId, context.userId, follow.station, follow.dj));
  return renderDmUnfollowed(removed ? follow.dj : null, context.locale);
}

function subcommand(
  name: "add" | "list" | "forget",
  options: APIApplicationCommandSubcommandOption["options"] = [],
): APIApplicationCommandSubcommandOption {
  return {
    type: ApplicationCommandOptionType.Subcommand,
    ...localized((c) => c.follow[name]),
    options,
  };
}

function definition(several: boolean): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    type: ApplicationCommandType.ChatInput,
    ...localized((c) => c.follow),
    options: [
      subcommand("add", [
        {
          type: ApplicationCommandOptionType.String,
          ...localized((c) => c.follow.add.dj),
          required: true,
          autocomplete: true,
          max_length: 100,
        },
        {
          type: ApplicationCommandOptionType.String,
          ...localized((c) => c.follow.add.remind),
          choices: REMIND_CHOICES.map((choice) =>
            localizedChoice(choice.value, (c) => c.follow.add.remind.choices[choice.words]),
          ),
        },
        // Where servers have several stations, the DJ is one of the station chosen (else the server's own).
        ...(several ? [STATION_OPTION] : []),
      ]),
      subcommand("list"),
      subcommand("forget"),
    ],
  };
}

function followFor(several: boolean) {
  const command = {
    data: definition(several),
    requires: ["station", "server", "follows"],
    repliesPrivately: true,
    forVariant: (variant): Command => followFor(severalStations(variant)),
    execute(options, context) {
      const chosen = options.getSubcommand?.(false);
      if (chosen === "list") return list(context);
      if (chosen === "forget") return Promise.resolve(renderForgetAsk(context.locale));
      return add(options, context);
    },
    async autocomplete(focused, context): Promise<APIApplicationCommandOptionChoice<string>[]> {
      const names = djChoices(focused.slice(0, 100), await djNamesOf(context));
      return names.map((name) => ({ name: name.slice(0, 100), value: name.slice(0, 100) }));
    },
    async button(customId, context) {
      if (customId === FORGET_BUTTON_ID)
        return renderForgotten(await context.follows.forgetUser(context.userId), context.locale);
      return { ...(await unfollowClicked(customId, context)), asNewReply: true };
    },
    async directButton(customId, context) {
      return { ...(await unfollowClicked(customId, context)), asNewReply: true };
    },
  } satisfies Command<FollowNeeds>;
  return command;
}

/**
 * `/follow add|list|forget`: a listener follows the DJs of this server's station (a direct message when one goes
 * live, a reminder before their scheduled shows), lists them, or deletes every follow of theirs on every server of
 * this bot (after a confirming click). Replies are private.
 */
export const follow: Command = followFor(false);
