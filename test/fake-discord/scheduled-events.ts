/** What Discord checks in a guild scheduled event body (external events); null when it would accept it. */
export function invalidScheduledEvent(body: unknown, creating: boolean, now = Date.now()): string | null {
  const event = body as Record<string, unknown>;
  const name = event.name;
  if (creating || name !== undefined) {
    if (typeof name !== "string" || name.length < 1 || name.length > 100) return "name: 1 to 100 characters";
  }
  if (
    event.description !== undefined &&
    (typeof event.description !== "string" || event.description.length > 1000)
  )
    return "description: at most 1000 characters";
  if (creating && event.privacy_level !== 2) return "privacy_level: must be 2 (GUILD_ONLY)";
  if (creating && event.entity_type !== 3) return "entity_type: this fake knows external events (3)";
  const location = (event.entity_metadata as { location?: unknown } | undefined)?.location;
  if (creating && (typeof location !== "string" || location.length < 1 || location.length > 100))
    return "entity_metadata.location: 1 to 100 characters";
  const time = (value: unknown) => (typeof value === "string" ? Date.parse(value) : Number.NaN);
  const start = time(event.scheduled_start_time);
  const end = time(event.scheduled_end_time);
  if (creating || event.scheduled_start_time !== undefined) {
    if (Number.isNaN(start)) return "scheduled_start_time: an ISO8601 timestamp";
    if (start < now) return "scheduled_start_time: cannot be in the past";
  }
  if (creating && (Number.isNaN(end) || end <= start)) return "scheduled_end_time: required, after the start";
  return null;
}

/** A scheduled event object as Discord answers it. */
export function scheduledEventObject(
  id: string,
  guildId: string,
  creatorId: string,
  body: Record<string, unknown>,
): Record<string, unknown> {
  return {
    id,
    guild_id: guildId,
    channel_id: null,
    creator_id: creatorId,
    description: null,
    status: 1,
    entity_id: null,
    user_count: 0,
    image: null,
    ...body,
  };
}
