import type { Logger } from "../log.js";
import { isSkippedRead } from "../net/gate/background-read.js";
import type { PanelClient } from "../panel/client.js";
import { PanelError } from "../panel/errors.js";
import { withStation } from "../discord/station-marks.js";
import { renderAnnouncement, triggerOf, withRolePing } from "../render/announcements.js";
import type { Locale } from "../locale.js";
import type { AnnounceTarget } from "../settings/announce-targets.js";
import type { Channel } from "../panel/schemas.js";
import { listenUrlOf } from "../station/listen-links.js";
import { listenerTotals } from "../station/listeners.js";
import { usesPlaceholder } from "../templates/check-template.js";
import type { Placeholder } from "../templates/placeholders.js";
import { triggerModuleOf } from "../templates/trigger.js";
import { feedEdits } from "../templates/triggers/feed.js";
import type { AsyncBotStore } from "../store/async-store.js";
import type { NewDelivery } from "../store/store.js";
import { detectChanges } from "./detect.js";
import type { AnnouncerEvent, Observation } from "../station/changes.js";
import { observe } from "./observe.js";
import { anyTemplateUses, plannedAnnouncements } from "./announcement-looks.js";
import { createOutboxDelivery } from "./outbox-delivery.js";
import { stationNameReader } from "./station-name.js";
import type { Poster } from "./poster.js";

/** What the announcer keeps in the store: its state, the outbox (delivered through claims) and edited messages. */
export type AnnouncerStorage = Pick<
  AsyncBotStore,
  "loadState" | "commit" | "claim" | "trackMessage" | "setTrackMessage"
>;

/** Everything one announcer run needs, passed in. */
export interface AnnouncerDeps {
  readonly panel: PanelClient;
  readonly store: AnnouncerStorage;
  readonly poster: Poster;
  readonly log: Logger;
  readonly channelIds: readonly string[];
  readonly tracks: "off" | "post" | "edit";
  readonly locale: Locale;
  readonly stationStatus: boolean;
  readonly confirm: number;
  /**
   * Where to announce, resolved per server on every run, so `/setup` changes apply at once. By default every
   * `channelIds` channel, with `tracks`, `locale` and `stationStatus`.
   */
  readonly targets?: () => readonly AnnounceTarget[];
  /** The station's name, for templates' `{station}` (null: none known). */
  readonly stationName?: () => string | null;
  /**
   * Read the panel even when no channel wants announcements (the bot's status follows these reads; listeners follow
   * its DJs); a function is asked on every run.
   */
  readonly alwaysRead?: boolean | (() => boolean);
  /**
   * While the bot keeps the station's figures (`STATS`): a run reads the channels (the audience) when the last
   * audience read is this old, and reads the station this often even when no channel wants announcements.
   */
  readonly audienceEveryMs?: number;
  /** Told what happens to announcements (metrics): queued, sent, failed to send, dropped. */
  readonly onAnnouncement?: (outcome: "queued" | "sent" | "failed" | "dropped", count?: number) => void;
}

/** What a run did, for logs and tests. */
export interface RunReport {
  readonly panelOk: boolean;
  /** What the panel showed, when it answered: the schedule plans the next read from it. */
  readonly observation: Observation | null;
  readonly events: readonly AnnouncerEvent[];
  readonly delivered: number;
  readonly retryLater: number;
}

/** How old a channel list may be when it only gives a post its Listen button. */
const LISTEN_URL_MAX_AGE_MS = 5 * 60_000;
/** How old the channels read for a post may be: the run's own read, or one a command made seconds ago. */
const CHANNELS_MAX_AGE_MS = 5_000;

/**
 * The announcer, one run at a time: read the panel, decide what changed, queue the posts together with the new
 * state, then deliver everything queued. A panel failure changes nothing; a Discord failure leaves the post
 * queued for the next run, unless the channel can never take it.
 */
export function createAnnouncer(deps: AnnouncerDeps) {
  const key = `${deps.panel.address}#${deps.panel.serverId}`;
  // The Listen button's address, read with the channels when a post needs it.
  let listen: { url: string | null; at: number } | null = null;
  const { deliver } = createOutboxDelivery(deps, key);
  const stationName = stationNameReader(deps.panel, deps.stationName, deps.log);

  const targetsOf = deps.targets ?? (() => envTargets(deps));
  let audienceAt = -Infinity;

  async function run(now: number): Promise<RunReport> {
    const targets = targetsOf();
    const audienceDue = deps.audienceEveryMs !== undefined && now - audienceAt >= deps.audienceEveryMs;
    const alwaysRead = typeof deps.alwaysRead === "function" ? deps.alwaysRead() : deps.alwaysRead;
    if (targets.length === 0 && !alwaysRead && !audienceDue) {
      const { delivered, retryLater } = await deliver(now);
      return { panelOk: true, observation: null, events: [], delivered, retryLater };
    }
    const stationStatus = targets.some((target) => target.stationStatus);
    const observation = await readStation(deps, now, stationStatus || audienceDue);
    if (observation?.listeners != null) audienceAt = now;
    const options = {
      confirm: deps.confirm,
      stationStatus,
      tracks: targets.some((target) => target.tracks !== "off"),
    };
    const detection = detectChanges(await deps.store.loadState(key), observation, options, now);
    // One channels read at most per run, shared by the Listen button and the audience (the cache answers when the
    // observation has just read them).
    let channelsRead: Promise<readonly Channel[]> | null = null;
    const channels = () => (channelsRead ??= deps.panel.channels({ maxAgeMs: CHANNELS_MAX_AGE_MS }));
    const events = await withListenUrl(detection.events, observation, now, channels);
    if (detection.state) {
      const planned = plannedAnnouncements(events, targets, key);
      const extras = await extrasOf(planned, stationName, deps.log, channels);
      const deliveries = planned.map((plan) => deliveryOf(plan, extras, key));
      await deps.store.commit(key, detection.state, deliveries, now);
      deps.onAnnouncement?.("queued", deliveries.length);
    }
    for (const event of events) deps.log.info(`announcer: ${describe(event)}`);
    const { delivered, retryLater } = await deliver(now);
    return { panelOk: observation !== null, observation, events, delivered, retryLater };
  }

  /**
   * Posts carry a Listen button, whose address comes from the channels. They are read only when a post is about to
   * be made (and may be a few minutes old: the address rarely changes); without them the post goes out without
   * the button rather than not at all.
   */
  async function withListenUrl(
    events: readonly AnnouncerEvent[],
    observation: Observation | null,
    now: number,
    channels: () => Promise<readonly Channel[]>,
  ): Promise<AnnouncerEvent[]> {
    const needy = events.some((event) => event.kind !== "station");
    if (!needy || !observation || observation.stationOnAir !== null) return [...events];
    let listenUrl: string | null = null;
    if (listen && now - listen.at < LISTEN_URL_MAX_AGE_MS) {
      listenUrl = listen.url;
    } else {
      try {
        listenUrl = listenUrlOf(await channels());
        listen = { url: listenUrl, at: now };
      } catch (error) {
        if (!(error instanceof PanelError)) throw error;
        deps.log.warn("announcer: could not read the channels for the Listen button; posting without it", {
          error: error.message,
        });
      }
    }
    return events.map((event) => (event.kind === "station" ? event : { ...event, listenUrl }));
  }

  return { run };
}

/** What the planned posts' templates name beyond the event: the station's name and its audience, read only if used. */
async function extrasOf(
  planned: ReturnType<typeof plannedAnnouncements>,
  stationName: (wanted: boolean) => Promise<string | null>,
  log: Logger,
  channels: () => Promise<readonly Channel[]>,
): Promise<Parameters<typeof renderAnnouncement>[3]> {
  const uses = (placeholder: Placeholder) =>
    anyTemplateUses(planned, triggerOf, (text) => usesPlaceholder(text, placeholder));
  return {
    stationName: await stationName(uses("station")),
    listeners: uses("listeners") ? await audience(log, channels) : null,
  };
}

/** The station's audience now, for `{listeners}`; null (the template says so) when the panel does not answer. */
async function audience(log: Logger, channels: () => Promise<readonly Channel[]>): Promise<number | null> {
  try {
    return listenerTotals(await channels()).current;
  } catch (error) {
    if (!(error instanceof PanelError)) throw error;
    log.warn("announcer: could not read the audience for {listeners}; posting without it", {
      error: error.message,
    });
    return null;
  }
}

/** The `.env` channels as targets, each with the `.env` choices (a bot without per-server settings). */
function envTargets(deps: AnnouncerDeps) {
  return deps.channelIds.map((channelId) => ({
    channelId,
    tracks: deps.tracks,
    locale: deps.locale,
    stationStatus: deps.stationStatus,
    pingRoleId: null,
  }));
}

/** The station read fresh; null (logged, unless the gate skipped the read) when the panel does not answer. */
async function readStation(
  deps: AnnouncerDeps,
  now: number,
  stationStatus: boolean,
): Promise<Observation | null> {
  try {
    // Always a fresh read: a cached answer, even a second old, may predate a change and delay it a whole run.
    // What it reads refreshes the cache the slash commands share.
    return await observe(deps.panel, { maxAgeMs: 0 }, now, { channels: stationStatus });
  } catch (error) {
    if (!(error instanceof PanelError)) throw error;
    // Skipped at the panel gate (no slot before the next run): the panel was not asked, so it did not fail.
    if (!isSkippedRead(error)) {
      deps.log.warn("announcer: panel read failed; nothing changes until it answers", {
        error: error.message,
      });
    }
    return null;
  }
}

/**
 * One planned announcement as a post to queue: rendered in its channel's words and look, a live DJ with the ping,
 * its buttons marked with the station (`key`), so that a 💾 Save click in a server of several stations reads this one.
 */
function deliveryOf(
  { event, target, look }: ReturnType<typeof plannedAnnouncements>[number],
  extras: Parameters<typeof renderAnnouncement>[3],
  key: string,
): NewDelivery {
  const rendered = withStation(renderAnnouncement(event, target.locale, look, extras), key);
  const trigger = triggerModuleOf(event);
  const message = trigger.pings && target.pingRoleId ? withRolePing(rendered, target.pingRoleId) : rendered;
  const mode = feedEdits(trigger.feed, target) ? "edit" : "post";
  return { channelId: target.channelId, eventId: event.id, mode, message };
}

function describe(event: AnnouncerEvent): string {
  return triggerModuleOf(event).describe(event);
}
