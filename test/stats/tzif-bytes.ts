/** A local time type for {@link tzifBytes}: offset in seconds east of UTC, and whether it is DST. */
export interface TypeSpec {
  readonly offset: number;
  readonly isDst?: boolean;
}

/** What a hand-made TZif file holds; counts can be overridden to make malformed files. */
export interface TzifSpec {
  /** 1 to 4 (written as the version byte 0, '2', '3', '4'), or a raw version byte. */
  readonly version?: number;
  readonly versionByte?: number;
  /** Transition instants in seconds and the type each one starts. */
  readonly transitions?: readonly (readonly [number, number])[];
  readonly types?: readonly TypeSpec[];
  /** The footer text between its newlines (version 2+); null leaves the footer out entirely. */
  readonly footer?: string | null;
  /** What the 32-bit block of a version 2+ file says instead of the 64-bit data (zic's slim files leave it bare). */
  readonly v1?: {
    readonly transitions: readonly (readonly [number, number])[];
    readonly types: readonly TypeSpec[];
  };
  readonly leapCount?: number;
  readonly isUtCount?: number;
}

/** Bytes of a TZif file (RFC 8536) as zic writes them, for parser tests that need no tz database. */
export function tzifBytes(spec: TzifSpec): Uint8Array {
  const version = spec.version ?? 2;
  const versionByte = spec.versionByte ?? (version === 1 ? 0 : 0x30 + version);
  const types = spec.types ?? [{ offset: 0 }];
  const transitions = spec.transitions ?? [];
  const chunks: number[][] = [];
  const v1 =
    version === 1 ? { transitions, types } : (spec.v1 ?? { transitions: [], types: [{ offset: 0 }] });
  chunks.push(header(versionByte, v1.transitions.length, v1.types.length, spec));
  chunks.push(block(v1.transitions, v1.types, 4, spec));
  if (version !== 1) {
    chunks.push(header(versionByte, transitions.length, types.length, spec));
    chunks.push(block(transitions, types, 8, spec));
    if (spec.footer !== null) chunks.push([...`\n${spec.footer ?? ""}\n`].map((c) => c.charCodeAt(0)));
  }
  return Uint8Array.from(chunks.flat());
}

function header(versionByte: number, timeCount: number, typeCount: number, spec: TzifSpec): number[] {
  const counts = [spec.isUtCount ?? 0, 0, spec.leapCount ?? 0, timeCount, typeCount, 4];
  return [..."TZif"]
    .map((c) => c.charCodeAt(0))
    .concat([versionByte], new Array<number>(15).fill(0), ...counts.map(u32));
}

function block(
  transitions: readonly (readonly [number, number])[],
  types: readonly TypeSpec[],
  timeBytes: 4 | 8,
  spec: TzifSpec,
): number[] {
  const times = transitions.flatMap(([at]) => (timeBytes === 4 ? u32(at) : i64(at)));
  const indices = transitions.map(([, type]) => type);
  const typeBytes = types.flatMap(({ offset, isDst }) => [...u32(offset), isDst ? 1 : 0, 0]);
  const leaps = new Array<number>((spec.leapCount ?? 0) * (timeBytes + 4)).fill(0);
  const isUt = new Array<number>(spec.isUtCount ?? 0).fill(0);
  return [...times, ...indices, ...typeBytes, ...[..."XXX\0"].map((c) => c.charCodeAt(0)), ...leaps, ...isUt];
}

function u32(value: number): number[] {
  const view = new DataView(new ArrayBuffer(4));
  view.setInt32(0, value);
  return [...new Uint8Array(view.buffer)];
}

function i64(value: number): number[] {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigInt64(0, BigInt(value));
  return [...new Uint8Array(view.buffer)];
}
