import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { ReminderDmFacts } from "../render/follow-dm.js";
import type { NewDelivery } from "../store/store.js";
import { followTargetId } from "./follow-queue.js";
import type { DueReminder } from "./reminder-plan.js";

/** Renders a reminder's direct message in a language: `renderReminderDm`, or a test's own. */
export type RenderReminder = (facts: ReminderDmFacts, locale: Locale) => ReplyMessage;

/** What the messages of a station's reminders are made of, passed in. */
export interface ReminderWords {
  readonly station: string;
  readonly render: RenderReminder;
  /** The language of the server a follow was made in. */
  readonly localeOf: (guildId: string) => Promise<Locale>;
  readonly stationName: () => string | null;
  readonly listenUrl: () => string | null;
  readonly guildName?: (guildId: string) => string | null;
}

/** A reminder's key among its rendered messages: its target (server and user) and its event. */
export function reminderKey(reminder: DueReminder): string {
  return `${followTargetId(reminder.follow)}\u0000${reminder.eventId}`;
}

/** The direct messages of `reminders`, by {@link reminderKey}; each server's language is asked once. */
export async function renderReminders(
  reminders: readonly DueReminder[],
  words: ReminderWords,
): Promise<Map<string, ReplyMessage>> {
  const locales = new Map<string, Promise<Locale>>();
  const messages = new Map<string, ReplyMessage>();
  const [stationName, listenUrl] = [words.stationName(), words.listenUrl()];
  for (const reminder of reminders) {
    const { follow, item, minutes } = reminder;
    const locale = locales.get(follow.guildId) ?? words.localeOf(follow.guildId);
    locales.set(follow.guildId, locale);
    const facts: ReminderDmFacts = {
      stationName,
      dj: item.djName ?? follow.dj,
      show: item.name,
      start: item.start,
      minutes,
      listenUrl,
      guildName: words.guildName?.(follow.guildId) ?? null,
      unfollow: { guildId: follow.guildId, station: words.station, dj: follow.dj },
    };
    messages.set(reminderKey(reminder), words.render(facts, await locale));
  }
  return messages;
}

/** The outbox deliveries of the reminders that have a message: a direct message to each follower. Pure. */
export function reminderDeliveries(
  reminders: readonly DueReminder[],
  messages: ReadonlyMap<string, ReplyMessage>,
): NewDelivery[] {
  return reminders.flatMap((reminder): NewDelivery[] => {
    const message = messages.get(reminderKey(reminder));
    if (!message) return [];
    return [{ channelId: followTargetId(reminder.follow), eventId: reminder.eventId, mode: "post", message }];
  });
}
