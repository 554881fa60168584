/** A local time type of a TZif file: its offset from UTC and whether it is daylight-saving time. */
export interface TzifType {
  /** Local time minus UTC, in seconds. */
  readonly offset: number;
  readonly isDst: boolean;
}

/** What a TZif file (RFC 8536) says about a zone's offsets, from its 64-bit data where it has them. */
export interface Tzif {
  /** 1 to 4. */
  readonly version: number;
  /** UTC instants of the changes, in seconds since 1970, ascending. */
  readonly transitions: readonly number[];
  /** The index into `types` of the local time from each transition on. */
  readonly transitionTypes: readonly number[];
  /** At least one; the first is the local time before the first transition. */
  readonly types: readonly TzifType[];
  /** The footer's POSIX TZ string for instants after the last transition; empty for none (and in version 1). */
  readonly footer: string;
}

const HEADER_BYTES = 44;

interface Counts {
  readonly version: number;
  readonly isUt: number;
  readonly isStd: number;
  readonly leap: number;
  readonly time: number;
  readonly type: number;
  readonly char: number;
}

/**
 * Reads a TZif file: version 1 from its 32-bit data block, versions 2–4 from the 64-bit one and the footer (the
 * first block, which zic may leave empty, is skipped). Files with leap-second records (`right/` zones, whose
 * timestamps are not UTC) are refused. Throws a RangeError saying what is wrong with malformed bytes.
 */
export function parseTzif(bytes: Uint8Array): Tzif {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const first = readHeader(view, 0);
  if (first.version === 1) return { ...readBlock(view, HEADER_BYTES, first, 4).tzif, footer: "" };
  const second = readHeader(view, HEADER_BYTES + blockBytes(first, 4));
  if (second.version !== first.version) throw new RangeError("TZif: the two headers disagree on the version");
  const { tzif, end } = readBlock(view, HEADER_BYTES + blockBytes(first, 4) + HEADER_BYTES, second, 8);
  return { ...tzif, footer: readFooter(bytes, end) };
}

function readHeader(view: DataView, at: number): Counts {
  need(view, at, HEADER_BYTES);
  const magic = String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(at + i)));
  if (magic !== "TZif") throw new RangeError("not a TZif file (no TZif magic)");
  const versionByte = view.getUint8(at + 4);
  const version = versionByte === 0 ? 1 : versionByte - 0x30;
  if (version < 1 || version > 4) throw new RangeError(`TZif: unknown version byte ${versionByte}`);
  const [isUt, isStd, leap, time, type, char] = [0, 1, 2, 3, 4, 5].map((i) =>
    view.getUint32(at + 20 + 4 * i),
  ) as [number, number, number, number, number, number];
  if (type === 0) throw new RangeError("TZif: no local time types");
  if ((isUt !== 0 && isUt !== type) || (isStd !== 0 && isStd !== type)) {
    throw new RangeError("TZif: indicator counts differ from the type count");
  }
  if (leap !== 0) throw new RangeError("TZif: leap-second records are not supported (a right/ zone?)");
  return { version, isUt, isStd, leap, time, type, char };
}

/** The size of a data block whose times are `timeBytes` wide. */
function blockBytes(counts: Counts, timeBytes: number): number {
  return (
    counts.time * (timeBytes + 1) +
    counts.type * 6 +
    counts.char +
    counts.leap * (timeBytes + 4) +
    counts.isStd +
    counts.isUt
  );
}

function readBlock(
  view: DataView,
  at: number,
  counts: Counts,
  timeBytes: 4 | 8,
): { tzif: Omit<Tzif, "footer">; end: number } {
  need(view, at, blockBytes(counts, timeBytes));
  const transitions: number[] = [];
  for (let i = 0; i < counts.time; i++) {
    const where = at + i * timeBytes;
    const time = timeBytes === 4 ? view.getInt32(where) : Number(view.getBigInt64(where));
    if (i > 0 && time <= (transitions[i - 1] ?? -Infinity)) {
      throw new RangeError("TZif: transition times are not ascending");
    }
    transitions.push(time);
  }
  const typesAt = at + counts.time * timeBytes;
  const transitionTypes: number[] = [];
  for (let i = 0; i < counts.time; i++) {
    const type = view.getUint8(typesAt + i);
    if (type >= counts.type)
      throw new RangeError(`TZif: transition ${i} names type ${type} of ${counts.type}`);
    transitionTypes.push(type);
  }
  const types: TzifType[] = [];
  for (let i = 0; i < counts.type; i++) {
    const where = typesAt + counts.time + i * 6;
    types.push({ offset: view.getInt32(where), isDst: view.getUint8(where + 4) === 1 });
  }
  return {
    tzif: { version: counts.version, transitions, transitionTypes, types },
    end: at + blockBytes(counts, timeBytes),
  };
}

/** The footer: a newline, the POSIX TZ string (possibly empty), a newline. */
function readFooter(bytes: Uint8Array, at: number): string {
  const close = bytes.indexOf(0x0a, at + 1);
  if (bytes[at] !== 0x0a || close < 0) throw new RangeError("TZif: the footer is missing or unterminated");
  const footer = new TextDecoder().decode(bytes.subarray(at + 1, close));
  if (!/^[\x20-\x7e]*$/.test(footer)) throw new RangeError("TZif: the footer is not printable ASCII");
  return footer;
}

function need(view: DataView, at: number, length: number): void {
  if (at + length > view.byteLength) throw new RangeError("TZif: the file is truncated");
}
