/**
 * Cuts an Ogg byte stream into whole pages, whatever the chunks it arrives in, so the simulated station can hand a
 * listener who joins late the stream's header pages and then whole pages only, as Icecast does.
 */
export class OggPages {
  private pending: Buffer = Buffer.alloc(0);

  /** Adds bytes; returns the pages they completed, in order. */
  push(chunk: Buffer): Buffer[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const pages: Buffer[] = [];
    for (;;) {
      const length = pageLength(this.pending);
      if (length === null || length > this.pending.length) break;
      pages.push(this.pending.subarray(0, length));
      this.pending = this.pending.subarray(length);
    }
    return pages;
  }
}

/** The length of the page at the start of `bytes`, or null when its header is not all there yet. */
export function pageLength(bytes: Buffer): number | null {
  if (bytes.length < 27) return null;
  if (bytes.toString("latin1", 0, 4) !== "OggS") throw new Error("not an Ogg page");
  const segments = bytes.readUInt8(26);
  if (bytes.length < 27 + segments) return null;
  let body = 0;
  for (let i = 0; i < segments; i++) body += bytes.readUInt8(27 + i);
  return 27 + segments + body;
}

/** Whether a page is one of a stream's header pages (granule position 0: OpusHead and OpusTags). */
export function isHeaderPage(page: Buffer): boolean {
  return page.readBigInt64LE(6) === 0n;
}
