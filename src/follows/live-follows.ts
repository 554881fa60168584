import type { Locale } from "../locale.js";
import type { Logger } from "../log.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { PanelClient } from "../panel/client.js";
import { PanelError } from "../panel/errors.js";
import type { LiveDmFacts } from "../render/follow-dm.js";
import type { DjSnapshot, Observation } from "../station/changes.js";
import { listenUrlOf } from "../station/listen-links.js";
import { scheduleItems } from "../station/schedule.js";
import type { AsyncBotStore } from "../store/async-store.js";
import type { NewDelivery } from "../store/store.js";
import { djKey } from "./dj-key.js";
import type { Follow } from "./follow.js";
import { FOLLOW_OUTBOX, followTargetId, liveEventId } from "./follow-queue.js";
import { liveFollowPlan } from "./live-plan.js";

/** What telling a station's followers that their DJ is live needs, passed in. */
export interface LiveFollowsDeps {
  readonly store: Pick<AsyncBotStore, "commitStep" | "djFollowersOf">;
  readonly panel: Pick<PanelClient, "grid" | "djs" | "channels">;
  /** The station's key, `<panel address>#<server id>`. */
  readonly station: string;
  readonly stationName: () => string | null;
  readonly render: (facts: LiveDmFacts, locale: Locale) => ReplyMessage;
  /** The language of a server (its `/setup language`, else the bot's). */
  readonly localeOf: (guildId: string) => Promise<Locale>;
  readonly guildName: (guildId: string) => string | null;
  /**
   * A link to that server's announcement of the DJ (`dj`, as the announcer keys DJs) going live at `now`, else to
   * its channel for this station's announcements, or null.
   */
  readonly announcementUrl: (guildId: string, dj: DjSnapshot, now: number) => Promise<string | null>;
  readonly log: Logger;
  /** Told how many direct messages were queued (metrics). */
  readonly onQueued?: (count: number) => void;
}

/** Where the fleet keeps a station's live DJs for its followers. */
export function liveFollowsStateKey(station: string): string {
  return `follows-live:${station}`;
}

/** How old the schedule, DJ list and channels read for a message may be: they only name the show and the link. */
const FACTS_MAX_AGE_MS = 5 * 60_000;
/** A DJ may come on air a little before their slot in the schedule and still be in that show. */
const EARLY_MS = 15 * 60_000;

/**
 * A station's followers told when a DJ they follow goes live, once per show whatever restarts, takeovers or
 * flapping connections happen: each change of the live DJ seen by a read steps the fleet's memory of the
 * station's shows (`liveFollowPlan`, one process at a time through `commitStep`), and a new show's messages are
 * queued with that step under {@link FOLLOW_OUTBOX}, one per follower (a user following from two servers gets
 * one). A read that shows the same live DJ as the last one costs nothing; after a restart the first read steps
 * once, so a show that began while the process was down is still told, and one already told is not.
 */
export function createLiveFollows(deps: LiveFollowsDeps): {
  observed: (observation: Observation | null, now: number) => Promise<number>;
} {
  // The live DJ the last step saw; undefined until one succeeded in this process.
  let stepped: string | null | undefined;

  async function observed(observation: Observation | null, now: number): Promise<number> {
    if (!observation) return 0;
    const dj = observation.dj?.live ? observation.dj.name : null;
    const onAir = dj === null || djKey(dj) === "" ? null : djKey(dj);
    if (onAir === stepped) return 0;
    try {
      const followers =
        dj !== null && onAir !== null ? oncePerUser(await deps.store.djFollowersOf(deps.station, dj)) : [];
      const messages =
        followers.length > 0 && dj !== null
          ? await messagesByGuild(deps, followers, dj, observation, now)
          : null;
      const queued = await deps.store.commitStep(
        { state: liveFollowsStateKey(deps.station), outbox: FOLLOW_OUTBOX },
        (saved) => {
          const plan = liveFollowPlan(saved, onAir, now);
          if (!plan.changed) return null;
          const show = plan.newShow;
          const deliveries: NewDelivery[] =
            show && messages
              ? followers.flatMap((follow) => {
                  const message = messages.get(follow.guildId);
                  return message
                    ? [
                        {
                          channelId: followTargetId(follow),
                          eventId: liveEventId(deps.station, show.djKey, show.startedAt),
                          mode: "post" as const,
                          message,
                        },
                      ]
                    : [];
                })
              : [];
          return { state: plan.state, deliveries };
        },
        now,
      );
      stepped = onAir;
      if (queued > 0) {
        deps.log.info(`follows: ${dj ?? "a DJ"} is live on ${deps.station}; ${queued} followers to tell`);
        deps.onQueued?.(queued);
      }
      return queued;
    } catch (error) {
      // Tried again on the next read: `stepped` still says the last step that went through.
      deps.log.warn(
        `follows: could not record the live DJ of ${deps.station}; trying again on the next read`,
        {
          error: error instanceof Error ? error.message : String(error),
        },
      );
      return 0;
    }
  }

  return { observed };
}

/** The first follow of each user (the store lists them by server, then user): one message per person. Pure. */
export function oncePerUser(follows: readonly Follow[]): Follow[] {
  const seen = new Set<string>();
  return follows.filter((follow) => !seen.has(follow.userId) && seen.add(follow.userId));
}

/** One message per server (its language, its name, its announcement link), each follower's from their server. */
async function messagesByGuild(
  deps: LiveFollowsDeps,
  followers: readonly Follow[],
  dj: string,
  observation: Observation,
  now: number,
): Promise<Map<string, ReplyMessage>> {
  const [show, listenUrl] = await Promise.all([showOf(deps, dj, now), listenUrlNow(deps, observation)]);
  const track = observation.track && !observation.track.isJingle ? observation.track : null;
  const messages = new Map<string, ReplyMessage>();
  for (const guildId of new Set(followers.map((follow) => follow.guildId))) {
    const facts: LiveDmFacts = {
      stationName: deps.stationName(),
      dj,
      show,
      track: track ? { artist: track.artist, title: track.title } : null,
      listenUrl,
      announcementUrl: observation.dj ? await deps.announcementUrl(guildId, observation.dj, now) : null,
      guildName: deps.guildName(guildId),
      unfollow: { guildId, station: deps.station, dj },
    };
    messages.set(guildId, deps.render(facts, await deps.localeOf(guildId)));
  }
  return messages;
}

/** The show of the schedule the DJ is in now (theirs first, else any show on now); null when none or unreadable. */
async function showOf(deps: LiveFollowsDeps, dj: string, now: number): Promise<string | null> {
  try {
    const freshness = { maxAgeMs: FACTS_MAX_AGE_MS };
    const [grid, djs] = await Promise.all([
      deps.panel.grid({ from: now - 12 * 3_600_000, to: now + EARLY_MS }, freshness),
      deps.panel.djs(freshness),
    ]);
    const shows = scheduleItems(grid, djs, now).filter(
      (item) => item.kind === "show" && item.name !== "" && item.start - EARLY_MS <= now && now < item.end,
    );
    const theirs = shows.find((item) => item.djName !== null && djKey(item.djName) === djKey(dj));
    return (theirs ?? shows.find((item) => item.onAirNow))?.name ?? null;
  } catch (error) {
    if (!(error instanceof PanelError)) throw error;
    return null;
  }
}

async function listenUrlNow(deps: LiveFollowsDeps, observation: Observation): Promise<string | null> {
  if (observation.listenUrl) return observation.listenUrl;
  try {
    return listenUrlOf(await deps.panel.channels({ maxAgeMs: FACTS_MAX_AGE_MS }));
  } catch (error) {
    if (!(error instanceof PanelError)) throw error;
    return null;
  }
}
