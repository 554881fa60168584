/** Discord permission bits the fake checks or grants. */
export const PERMISSION = {
  administrator: 1n << 3n,
  manageChannels: 1n << 4n,
  viewChannel: 1n << 10n,
  sendMessages: 1n << 11n,
  embedLinks: 1n << 14n,
  attachFiles: 1n << 15n,
  readMessageHistory: 1n << 16n,
  connect: 1n << 20n,
  speak: 1n << 21n,
  muteMembers: 1n << 22n,
  moveMembers: 1n << 24n,
  requestToSpeak: 1n << 32n,
  manageEvents: 1n << 33n,
  setVoiceChannelStatus: 1n << 48n,
} as const;

/** A channel's permission overwrite as Discord sends it (type 0 a role, 1 a member). */
export interface Overwrite {
  readonly id: string;
  readonly type: 0 | 1;
  readonly allow: string;
  readonly deny: string;
}

/** What the permission computation needs to know of a guild. */
export interface PermissionContext {
  readonly guildId: string;
  readonly roles: readonly { readonly id: string; readonly permissions: string }[];
}

/**
 * A member's permissions in a channel, computed as Discord documents it: @everyone and the member's roles, then the
 * channel's overwrites for @everyone, for the member's roles together, and for the member. Administrator has all.
 */
export function permissionsIn(
  guild: PermissionContext,
  overwrites: readonly Overwrite[],
  member: { readonly userId: string; readonly roleIds: readonly string[] },
): bigint {
  const all = (1n << 53n) - 1n;
  const roleIds = new Set([guild.guildId, ...member.roleIds]);
  let permissions = 0n;
  for (const role of guild.roles) if (roleIds.has(role.id)) permissions |= BigInt(role.permissions);
  if (permissions & PERMISSION.administrator) return all;
  const apply = (allow: bigint, deny: bigint) => {
    permissions = (permissions & ~deny) | allow;
  };
  const everyone = overwrites.find((o) => o.type === 0 && o.id === guild.guildId);
  if (everyone) apply(BigInt(everyone.allow), BigInt(everyone.deny));
  let allow = 0n;
  let deny = 0n;
  for (const o of overwrites) {
    if (o.type !== 0 || o.id === guild.guildId || !roleIds.has(o.id)) continue;
    allow |= BigInt(o.allow);
    deny |= BigInt(o.deny);
  }
  apply(allow, deny);
  const own = overwrites.find((o) => o.type === 1 && o.id === member.userId);
  if (own) apply(BigInt(own.allow), BigInt(own.deny));
  return permissions;
}

/** Whether a permission set has every bit of `needed`. */
export function has(permissions: bigint, needed: bigint): boolean {
  return (permissions & needed) === needed;
}
