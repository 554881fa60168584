import { z } from "zod";
import type { AnnouncerState } from "../../station/changes.js";
import { jsonColumn } from "./columns.js";
import type { RowSource } from "./row-decoder.js";

const DJ = z.object({ id: z.number(), name: z.string(), live: z.boolean(), image: z.string().nullable() });
const SEEN = { seen: z.number(), since: z.number() };

/** What the announcer remembers between runs, as JSON in the `state` column. */
const ANNOUNCER_STATE = z.object({
  dj: DJ.nullable(),
  track: z.object({ id: z.number(), startedAt: z.number() }).nullable(),
  stationOnAir: z.boolean(),
  pendingDj: z.object({ key: z.string(), dj: DJ.nullable(), ...SEEN }).nullable(),
  pendingOffAir: z.object(SEEN).nullable(),
}) satisfies z.ZodType<AnnouncerState>;

/** An `announcer_state` row (`key`, `state`), the same in both stores: the state it holds. */
export const ANNOUNCER_STATE_ROW = z
  .object({ key: z.string(), state: jsonColumn(ANNOUNCER_STATE) })
  .transform((row): AnnouncerState => row.state);

/**
 * An `announcer_state` row of a state several processes share (`commitStep`): its JSON as it is, since the step
 * that reads it decides what it may be (null when none was saved).
 */
export const SHARED_STATE_ROW = z
  .object({ key: z.string(), state: jsonColumn(z.unknown()) })
  .transform((row) => row.state);

/** Where an `announcer_state` row comes from, for the log. */
export const ANNOUNCER_STATE_SOURCE: RowSource = { table: "announcer_state", key: "key" };

/** A `track_message` row: the channel's now-playing message. */
export const TRACK_MESSAGE_ROW = z.object({ message_id: z.string() }).transform((row) => row.message_id);

/** Where a `track_message` row comes from, for the log (the key is the message's channel). */
export const TRACK_MESSAGE_SOURCE: RowSource = { table: "track_message", key: "channel_id" };
