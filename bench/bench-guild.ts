import type { FakeGuild } from "../test/fake-discord/guilds.js";
import { PERMISSION } from "../test/fake-discord/permissions.js";

/** A server of the voice benches: one voice channel everybody may join and speak in. */
export function benchGuild(i: number): FakeGuild {
  const id = `81000000000000${String(1000 + i)}`;
  const everyone = PERMISSION.viewChannel | PERMISSION.connect | PERMISSION.speak;
  const role = (roleId: string, name: string, permissions: bigint, position: number) => ({
    id: roleId,
    name,
    permissions: String(permissions),
    position,
    color: 0,
    hoist: false,
    managed: roleId !== id,
    mentionable: false,
    flags: 0,
  });
  return {
    id,
    name: `Bench ${i}`,
    botRoleId: `82000000000000${String(1000 + i)}`,
    channels: [
      { id: `83000000000000${String(1000 + i)}`, name: "Radio", type: 2, permission_overwrites: [] },
    ],
    roles: [role(id, "@everyone", everyone, 0), role(`82000000000000${String(1000 + i)}`, "RadioBot", 0n, 1)],
  };
}

/** The voice channel of a bench server. */
export const voiceOf = (guild: FakeGuild): string => guild.channels[0]?.id ?? "";

/** The listener who sits in a bench server's voice channel. */
export const listenerOf = (i: number): string => `1000000000002${String(1000 + i)}`;
