import { describe, expect, it } from "vitest";
import { codecMatches, sniffAudio, statedCodec } from "../../src/check/sniff-audio.js";

/** `count` MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz (417 bytes each), preceded by `junk` bytes. */
function mp3(count: number, junk = 0): Uint8Array {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return concat(new Uint8Array(junk).fill(0x55), ...Array.from({ length: count }, () => frame));
}

/** `count` ADTS frames of 200 bytes each (AAC LC, 44.1 kHz, stereo). */
function adts(count: number): Uint8Array {
  const length = 200;
  const frame = new Uint8Array(length);
  frame.set([
    0xff,
    0xf1,
    0x50,
    0x80 | ((length >> 11) & 3),
    (length >> 3) & 0xff,
    ((length & 7) << 5) | 0x1f,
    0xfc,
  ]);
  return concat(...Array.from({ length: count }, () => frame));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const text = (value: string) => new TextEncoder().encode(value);

describe("sniffAudio", () => {
  it("recognises MP3 by two Layer III frames in a row, also joined mid-frame", () => {
    expect(sniffAudio(mp3(3))).toBe("mp3");
    expect(sniffAudio(mp3(3, 123))).toBe("mp3");
  });

  it("recognises MP3 after an ID3 tag, and by a tag longer than what was read", () => {
    const id3 = concat(text("ID3"), new Uint8Array([4, 0, 0, 0, 0, 0x10]), new Uint8Array(16));
    expect(sniffAudio(concat(id3, mp3(3)))).toBe("mp3");
    expect(
      sniffAudio(concat(text("ID3"), new Uint8Array([4, 0, 0, 0x7f, 0x7f, 0x7f]), new Uint8Array(64))),
    ).toBe("mp3");
  });

  it("recognises AAC by two ADTS frames in a row", () => {
    expect(sniffAudio(adts(3))).toBe("aac");
  });

  it("recognises Ogg/Opus, Ogg/Vorbis and other Ogg", () => {
    expect(sniffAudio(concat(text("OggS"), new Uint8Array(24), text("OpusHead"), new Uint8Array(40)))).toBe(
      "opus",
    );
    expect(
      sniffAudio(concat(text("OggS"), new Uint8Array(24), text("\u0001vorbis"), new Uint8Array(40))),
    ).toBe("vorbis");
    expect(sniffAudio(concat(text("OggS"), new Uint8Array(24), text("fLaC"), new Uint8Array(40)))).toBe(
      "ogg",
    );
  });

  it("calls a web page HTML, and noise or a lone sync word unknown", () => {
    expect(sniffAudio(text("\n  <!DOCTYPE html><html><body>Radio</body></html>"))).toBe("html");
    expect(sniffAudio(text("<html lang=en>"))).toBe("html");
    expect(sniffAudio(text('{"detail": "not found"}'))).toBe("unknown");
    expect(sniffAudio(new Uint8Array([0xff, 0xfb, 0x90, 0x64, ...new Uint8Array(60)]))).toBe("unknown");
    expect(sniffAudio(new Uint8Array(0))).toBe("unknown");
  });
});

describe("statedCodec and codecMatches", () => {
  it("reads the panel's format words, in any case", () => {
    expect(["MP3", "mpeg", "aacp", "AAC", "opus", "Ogg", "he-aac", "flac", null].map(statedCodec)).toEqual([
      "mp3",
      "mp3",
      "aac",
      "aac",
      "opus",
      "ogg",
      "aac",
      null,
      null,
    ]);
  });

  it("accepts any Ogg audio for a plain ogg, any audio for an unknown format, and nothing else", () => {
    expect(codecMatches("ogg", "vorbis")).toBe(true);
    expect(codecMatches("ogg", "opus")).toBe(true);
    expect(codecMatches("opus", "vorbis")).toBe(false);
    expect(codecMatches("mp3", "aac")).toBe(false);
    expect(codecMatches(null, "aac")).toBe(true);
    expect(codecMatches(null, "html")).toBe(false);
  });
});
