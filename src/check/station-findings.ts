import type { Channel, Dj } from "../panel/schemas.js";
import { djOnAir, isLive } from "../station/dj-on-air.js";
import { isStationOnAir } from "../station/listeners.js";
import type { Finding } from "./finding.js";
import type { Settled } from "./settle-within.js";

/**
 * The station's lines: on air or not (off air is a warning: nothing to hear, nothing to announce), the DJ on air
 * (the DJ list unread is a failure of its own), and whether the history can be read. Pure.
 */
export function stationFindings(
  channels: readonly Channel[],
  djs: Settled<readonly Dj[]>,
  history: Settled<unknown>,
): Finding[] {
  const onAir = isStationOnAir(channels);
  const findings: Finding[] = [{ kind: "on-air", status: onAir ? "ok" : "warn", onAir }];
  if (djs.kind === "value") {
    const dj = djOnAir(djs.value);
    findings.push({ kind: "dj", status: "ok", name: dj?.name ?? null, live: dj ? isLive(dj) : false });
  } else findings.push({ kind: "dj", status: "fail", name: null, live: false });
  const readable = history.kind === "value";
  findings.push({ kind: "history", status: readable ? "ok" : "fail", readable });
  return findings;
}
