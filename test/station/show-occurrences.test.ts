import { describe, expect, it } from "vitest";
import {
  planEventSync,
  type ShowOccurrence,
  type SyncedEvent,
  upcomingShows,
} from "../../src/station/show-occurrences.js";

const NOW = Date.UTC(2026, 10, 23, 12, 0);
const H = 3_600_000;
const show = (extra: Partial<ShowOccurrence> = {}): ShowOccurrence => ({
  showId: 21,
  name: "Drive Time",
  start: NOW + 6 * H,
  end: NOW + 8 * H,
  djName: "DJ Nova",
  ...extra,
});
const synced = (discordId: string, extra: Partial<ShowOccurrence> = {}): SyncedEvent => ({
  ...show(extra),
  discordId,
});

describe("planEventSync", () => {
  it.each<[string, ShowOccurrence[], SyncedEvent[], object]>([
    ["creates what is new", [show()], [], { create: [show()], update: [], remove: [], forget: [] }],
    [
      "leaves an unchanged event alone",
      [show()],
      [synced("1")],
      { create: [], update: [], remove: [], forget: [] },
    ],
    [
      "updates a renamed show",
      [show({ name: "Drive Time XL" })],
      [synced("1")],
      { create: [], update: [{ discordId: "1", to: show({ name: "Drive Time XL" }) }], remove: [] },
    ],
    [
      "updates a show moved by an hour, rather than deleting and creating it",
      [show({ start: NOW + 7 * H, end: NOW + 9 * H })],
      [synced("1")],
      {
        create: [],
        update: [{ discordId: "1", to: show({ start: NOW + 7 * H, end: NOW + 9 * H }) }],
        remove: [],
      },
    ],
    ["deletes a show that is gone", [], [synced("1")], { create: [], update: [], remove: [synced("1")] }],
    [
      "forgets, without touching, an event that has started",
      [],
      [synced("1", { start: NOW - H })],
      { create: [], update: [], remove: [], forget: [synced("1", { start: NOW - H })] },
    ],
    [
      "pairs each occurrence of a show with its nearest event",
      [show(), show({ start: NOW + 54 * H, end: NOW + 56 * H })],
      [synced("2", { start: NOW + 54 * H, end: NOW + 56 * H }), synced("1")],
      { create: [], update: [], remove: [] },
    ],
    [
      "treats an occurrence days away from any event as new",
      [show({ start: NOW + 54 * H, end: NOW + 56 * H })],
      [synced("1")],
      { create: [show({ start: NOW + 54 * H, end: NOW + 56 * H })], remove: [synced("1")] },
    ],
  ])("%s", (_name, wanted, stored, expected) => {
    expect(planEventSync(wanted, stored, NOW)).toMatchObject(expected);
  });
});

describe("upcomingShows", () => {
  it("keeps radio shows that are still to start, not music blocks", () => {
    const item = {
      id: 21,
      name: "Drive Time",
      kind: "show" as const,
      start: NOW + H,
      end: NOW + 2 * H,
      djName: null,
      onAirNow: false,
      requestsOpen: true,
    };
    expect(
      upcomingShows(
        [item, { ...item, id: 11, kind: "block" }, { ...item, id: 22, start: NOW - H, onAirNow: true }],
        NOW,
      ).map((s) => s.showId),
    ).toEqual([21]);
  });
});
