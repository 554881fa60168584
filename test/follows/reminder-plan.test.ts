import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Follow } from "../../src/follows/follow.js";
import { reminderEventId } from "../../src/follows/follow-queue.js";
import {
  LAST_CALL_MS,
  markReminded,
  NO_REMINDERS,
  REMEMBER_AFTER_START_MS,
  reminderPlan,
  type RemindersState,
  remindersStateOf,
} from "../../src/follows/reminder-plan.js";
import type { ScheduleItem } from "../../src/station/schedule.js";

const STATION = "http://panel.test:8080#1";
const MIN = 60_000;
// 01:00 UTC on 2026-03-29, the moment Europe's clocks go forward: the reminders' hour crosses the change.
const START = Date.UTC(2026, 2, 29, 1, 0);

const show = (extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id: 21,
  name: "Drive Time",
  kind: "show",
  start: START,
  end: START + 120 * MIN,
  djName: "DJ Nova",
  onAirNow: false,
  requestsOpen: true,
  ...extra,
});

const follow = (extra: Partial<Follow> = {}): Follow => ({
  guildId: "100",
  userId: "111",
  station: STATION,
  dj: "dj nova",
  remindMinutes: 15,
  createdAt: 1_000,
  ...extra,
});

const plan = (items: ScheduleItem[], follows: Follow[], now: number, state: RemindersState = NO_REMINDERS) =>
  reminderPlan({ station: STATION, items, follows, now, state });

/** Who is reminded, as `<guild>:<user>:<minutes>@<show id>`. */
const who = (result: ReturnType<typeof plan>) =>
  result.reminders.map((r) => `${r.follow.guildId}:${r.follow.userId}:${r.minutes}@${r.item.id}`);

describe("reminderPlan", () => {
  it("reminds from the lead time before the start until a minute before it, and not before or after", () => {
    const follows = [follow()];
    expect(plan([show()], follows, START - 15 * MIN - 1).reminders).toEqual([]);
    const due = plan([show()], follows, START - 15 * MIN);
    expect(due.reminders).toEqual([
      {
        follow: follows[0],
        item: show(),
        minutes: 15,
        eventId: reminderEventId(STATION, 21, START, 15),
      },
    ]);
    expect(due.state.queued).toEqual([
      { event: reminderEventId(STATION, 21, START, 15), start: START, users: ["111"] },
    ]);
    // Late (the bot was down): still sent while the show is more than a minute away.
    expect(who(plan([show()], follows, START - 7 * MIN))).toEqual(["100:111:15@21"]);
    expect(plan([show()], follows, START - LAST_CALL_MS).reminders).toEqual([]);
    expect(plan([show()], follows, START + MIN).reminders).toEqual([]);
  });

  it("reminds once: a reminder in the state is not due again, on the next tick or from another process", () => {
    const first = plan([show()], [follow()], START - 15 * MIN);
    expect(plan([show()], [follow()], START - 14 * MIN, first.state).reminders).toEqual([]);
    // Through the store's JSON and back.
    const saved = remindersStateOf(JSON.parse(JSON.stringify(first.state)));
    expect(plan([show()], [follow()], START - 10 * MIN, saved).reminders).toEqual([]);
  });

  it("reads an occurrence the state holds twice (written by two versions) as one, and reminds no one twice", () => {
    const event = reminderEventId(STATION, 21, START, 15);
    const state = remindersStateOf({
      queued: [
        { event, start: START, users: ["111"] },
        { event, start: START, users: ["222"] },
      ],
    });
    const result = plan(
      [show()],
      [follow(), follow({ userId: "222" }), follow({ userId: "333" })],
      START - 5 * MIN,
      state,
    );
    expect(result.reminders.map((r) => r.follow.userId)).toEqual(["333"]);
    expect(result.state.queued).toEqual([{ event, start: START, users: ["111", "222", "333"] }]);
  });

  it("reminds an occurrence the schedule lists twice once", () => {
    expect(who(plan([show(), show()], [follow()], START - 10 * MIN))).toHaveLength(1);
  });

  it("reminds each lead time and each user, matches the DJ in any case and spacing, and nobody else's DJ", () => {
    const follows = [
      follow({ userId: "111", remindMinutes: 15, dj: "DJ  NOVA " }),
      follow({ userId: "222", remindMinutes: 60 }),
      follow({ userId: "333", remindMinutes: 30, guildId: "200" }),
      follow({ userId: "444", remindMinutes: 60, dj: "Маша Эфир" }),
      follow({ userId: "555", remindMinutes: null }),
    ];
    const result = plan([show()], follows, START - 20 * MIN);
    expect(result.reminders.map((r) => [r.follow.userId, r.minutes])).toEqual([
      ["222", 60],
      ["333", 30],
    ]);
    expect(result.reminders.map((r) => r.eventId)).toEqual([
      reminderEventId(STATION, 21, START, 60),
      reminderEventId(STATION, 21, START, 30),
    ]);
  });

  it("tells a user following from two servers once, through the older follow", () => {
    const follows = [
      follow({ guildId: "300", createdAt: 5_000 }),
      follow({ guildId: "200", createdAt: 2_000 }),
      follow({ guildId: "100", createdAt: 2_000 }),
      follow({ guildId: "400", remindMinutes: 30 }),
    ];
    const result = plan([show()], follows, START - 10 * MIN);
    expect(result.reminders.map((r) => [r.follow.guildId, r.minutes])).toEqual([
      ["100", 15],
      ["400", 30],
    ]);
  });

  it("leaves out music blocks, shows without a DJ and shows already on", () => {
    const items = [
      show({ kind: "block", id: 11 }),
      show({ djName: null, id: 12 }),
      show({ id: 13, start: START - 30 * MIN, onAirNow: true }),
    ];
    expect(plan(items, [follow({ remindMinutes: 60 })], START - 10 * MIN).reminders).toEqual([]);
  });

  it("reminds a moved show at its new time only, and a removed one never", () => {
    const follows = [follow()];
    const moved = show({ start: START + 45 * MIN, end: START + 165 * MIN });
    // At the old time, the schedule has the new one: nothing yet.
    expect(plan([moved], follows, START - 15 * MIN).reminders).toEqual([]);
    const atNew = plan([moved], follows, START + 30 * MIN);
    expect(atNew.reminders.map((r) => r.eventId)).toEqual([
      reminderEventId(STATION, 21, START + 45 * MIN, 15),
    ]);
    expect(plan([], follows, START - 15 * MIN).reminders).toEqual([]);
  });

  it("reminds a show moved after its reminder again at the new time", () => {
    const first = plan([show()], [follow()], START - 15 * MIN);
    const moved = show({ start: START + 60 * MIN });
    expect(plan([moved], [follow()], START - 5 * MIN, first.state).reminders).toEqual([]);
    expect(plan([moved], [follow()], START + 45 * MIN, first.state).reminders).toHaveLength(1);
  });

  it("forgets what it queued a while after the show's start, so the state stays small", () => {
    const first = plan([show()], [follow()], START - 15 * MIN);
    expect(markReminded(first.state, [], START + REMEMBER_AFTER_START_MS - 1).queued).toHaveLength(1);
    expect(markReminded(first.state, [], START + REMEMBER_AFTER_START_MS).queued).toEqual([]);
    const later = show({ start: START + 24 * 60 * MIN });
    expect(plan([later], [follow()], later.start - 15 * MIN, first.state).state.queued).toEqual([
      { event: reminderEventId(STATION, 21, later.start, 15), start: later.start, users: ["111"] },
    ]);
  });

  it("reads a state that is missing or not its own as none", () => {
    for (const saved of [null, 3, "x", {}, { queued: 1 }])
      expect(remindersStateOf(saved)).toEqual(NO_REMINDERS);
    expect(remindersStateOf({ queued: [{ event: "e", start: 1, users: ["1", 2] }, { event: 1 }] })).toEqual({
      queued: [{ event: "e", start: 1, users: ["1"] }],
    });
  });
});

describe("reminderPlan, over any schedule and ticks", () => {
  const minutes = fc.constantFrom<15 | 30 | 60>(15, 30, 60);
  const follows = fc.uniqueArray(
    fc.record({
      guildId: fc.constantFrom("100", "200"),
      userId: fc.constantFrom("1", "2", "3", "4"),
      dj: fc.constantFrom("DJ Nova", "dj nova", "Маша Эфир"),
      remindMinutes: minutes,
      createdAt: fc.integer({ min: 0, max: 10 }),
    }),
    { selector: (f) => `${f.guildId}:${f.userId}:${f.dj.toLowerCase()}` },
  );
  const shows = fc.uniqueArray(
    fc.record({
      id: fc.constantFrom(21, 22, 31),
      startMin: fc.integer({ min: 0, max: 180 }),
      djName: fc.constantFrom("DJ Nova", "Маша Эфир"),
    }),
    { selector: (s) => `${s.id}:${s.startMin}`, maxLength: 5 },
  );
  // Ticks a few seconds to a few minutes apart, over three hours.
  const gaps = fc.array(fc.integer({ min: 1_000, max: 7 * MIN }), { minLength: 1, maxLength: 80 });

  it("tells each user each occurrence at each lead time at most once, never outside its window, never twice across servers", () => {
    fc.assert(
      fc.property(follows, shows, gaps, (drawn, drawnShows, steps) => {
        const all: Follow[] = drawn.map((f) => ({ ...f, station: STATION }));
        const items = drawnShows.map((s) =>
          show({ id: s.id, start: START + s.startMin * MIN, djName: s.djName }),
        );
        let state = NO_REMINDERS;
        let now = START - 70 * MIN;
        const told = new Map<string, number>();
        for (const gap of steps) {
          now += gap;
          const result = plan(items, all, now, remindersStateOf(JSON.parse(JSON.stringify(state))));
          state = result.state;
          for (const r of result.reminders) {
            const key = `${r.follow.userId}:${r.eventId}`;
            told.set(key, (told.get(key) ?? 0) + 1);
            expect(r.item.start - r.minutes * MIN).toBeLessThanOrEqual(now);
            expect(r.item.start - LAST_CALL_MS).toBeGreaterThan(now);
            expect(r.minutes).toBe(r.follow.remindMinutes);
          }
        }
        for (const count of told.values()) expect(count).toBe(1);
        // None missed: each follow's occurrence with a tick inside its window was told to the user.
        const ticks = steps.map(
          (_, i) => START - 70 * MIN + steps.slice(0, i + 1).reduce((a, b) => a + b, 0),
        );
        for (const f of all) {
          for (const item of items.filter((i) => i.djName?.toLowerCase() === f.dj.toLowerCase())) {
            const lead = (f.remindMinutes ?? 0) * MIN;
            if (!ticks.some((t) => item.start - lead <= t && t < item.start - LAST_CALL_MS)) continue;
            const eventId = reminderEventId(STATION, item.id, item.start, f.remindMinutes ?? 0);
            expect(told.get(`${f.userId}:${eventId}`)).toBe(1);
          }
        }
      }),
    );
  });

  it("reminds only occurrences of the schedule read at the tick: a show moved or removed is not told at its old time", () => {
    fc.assert(
      fc.property(
        follows,
        minutes,
        fc.integer({ min: -50, max: 50 }),
        fc.boolean(),
        (drawn, lead, shiftMin, removed) => {
          const all: Follow[] = drawn.map((f) => ({ ...f, station: STATION }));
          const before = show();
          const after = removed ? [] : [show({ start: START + shiftMin * MIN })];
          // Ticks over the old reminder window read the edited schedule.
          for (let now = START - lead * MIN; now < START - LAST_CALL_MS; now += MIN) {
            for (const r of plan(after, all, now).reminders) {
              expect(removed).toBe(false);
              expect(r.item.start).toBe(START + shiftMin * MIN);
              if (shiftMin !== 0)
                expect(r.eventId).not.toBe(reminderEventId(STATION, before.id, before.start, r.minutes));
            }
          }
        },
      ),
    );
  });
});
