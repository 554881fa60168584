/** The fake's DM channels: one per user (Discord answers the same channel for the same user), and who closed theirs. */
export class DirectChannels {
  private readonly byUser = new Map<string, string>();
  private readonly closedUsers = new Set<string>();

  constructor(private readonly newId: () => string) {}

  /** The user's DM channel id, opened on first use. */
  open(userId: string): string {
    const known = this.byUser.get(userId);
    if (known !== undefined) return known;
    const id = this.newId();
    this.byUser.set(userId, id);
    return id;
  }

  /** The user's DM channel id, if one was opened. */
  channelOf(userId: string): string | undefined {
    return this.byUser.get(userId);
  }

  /** Makes posts to this user answer 403 50007, as when they close DMs from server members. */
  close(userId: string): void {
    this.closedUsers.add(userId);
  }

  /** Whether a channel is a DM channel whose user closed their DMs. */
  refuses(channelId: string): boolean {
    for (const [userId, id] of this.byUser) if (id === channelId) return this.closedUsers.has(userId);
    return false;
  }
}
