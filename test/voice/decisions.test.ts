import { describe, expect, it } from "vitest";
import { reconnectDelayMs } from "../../src/voice/backoff.js";
import { nextDecisionAt, pipelineWanted, shouldLeave } from "../../src/voice/audience.js";
import { sniffInputFormat } from "../../src/voice/input-format.js";
import { isOggOpusStart, opusPacketMs } from "../../src/voice/opus-frames.js";
import { chooseStreamSource } from "../../src/voice/stream-source.js";
import { channel } from "../support/fixtures.js";

describe("chooseStreamSource", () => {
  const mp3 = channel({
    id: 1,
    mount_point: "/stream",
    s_format: "mp3",
    bitrate: 128,
    stream_url: "http://r.example/stream",
  });
  const aac = channel({
    id: 2,
    mount_point: "/aac",
    s_format: "aac",
    bitrate: 64,
    stream_url: "http://r.example/aac",
  });
  const ogg = channel({
    id: 3,
    mount_point: "/opus",
    s_format: "ogg",
    bitrate: 96,
    stream_url: "http://r.example/opus",
  });

  it("takes an Ogg/Opus channel on air first (it is passed through without re-encoding), the others as alternatives", () => {
    expect(chooseStreamSource([mp3, aac, ogg], null)).toEqual({
      kind: "play",
      source: { url: "http://r.example/opus", format: "ogg", mount: "/opus", bitrate: 96 },
      alternatives: [
        expect.objectContaining({ mount: mp3.mount_point }),
        expect.objectContaining({ mount: aac.mount_point }),
      ],
    });
  });

  it("takes the best-quality MP3 or AAC channel when no Ogg/Opus channel is on air", () => {
    const offOgg = { ...ogg, state: 0 as const };
    expect(chooseStreamSource([aac, mp3, offOgg], null)).toMatchObject({ source: { mount: "/stream" } });
    const aac128 = { ...aac, bitrate: 128 };
    expect(chooseStreamSource([mp3, aac128], null)).toMatchObject({ source: { mount: "/aac" } });
  });

  it("uses the secure address when the plain one is missing, and never anything but http(s)", () => {
    const secureOnly = { ...mp3, stream_url: null, secure_stream_url: "https://r.example/stream" };
    expect(chooseStreamSource([secureOnly], null)).toMatchObject({
      source: { url: "https://r.example/stream" },
    });
    const rtmp = { ...mp3, stream_url: "rtmp://r.example/live", secure_stream_url: "javascript:alert(1)" };
    expect(chooseStreamSource([rtmp], null)).toEqual({ kind: "none" });
  });

  it("waits when the station's channels are all off air, and says none when there is no channel", () => {
    expect(
      chooseStreamSource(
        [
          { ...mp3, state: 1 },
          { ...aac, state: 0 },
        ],
        null,
      ),
    ).toEqual({ kind: "off-air" });
    expect(chooseStreamSource([], null)).toEqual({ kind: "none" });
  });

  it("plays VOICE_STREAM_URL whatever the panel shows, when it is http(s)", () => {
    expect(chooseStreamSource([], "https://s.example/live")).toEqual({
      kind: "play",
      source: { url: "https://s.example/live", format: null, mount: null },
    });
    expect(chooseStreamSource([mp3], "file:///etc/passwd")).toMatchObject({ source: { mount: "/stream" } });
  });
});

describe("reconnectDelayMs", () => {
  it("waits 1, 2, 4, 8, 16 s, then 30 s for every later attempt", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe("the idle and leave decisions", () => {
  it("runs the pipeline while someone listens and for the idle time after the last one left", () => {
    expect(pipelineWanted(1, null, 0, 30_000)).toBe(true);
    expect(pipelineWanted(0, 1_000, 30_999, 30_000)).toBe(true);
    expect(pipelineWanted(0, 1_000, 31_000, 30_000)).toBe(false);
    expect(pipelineWanted(0, null, 0, 30_000)).toBe(false);
  });

  it("leaves only a /radio join channel, after the leave time with nobody in it; never the home channel", () => {
    const joined = { home: false, humans: 0, emptySince: 0 };
    expect(shouldLeave(joined, 299_999, 300_000)).toBe(false);
    expect(shouldLeave(joined, 300_000, 300_000)).toBe(true);
    expect(shouldLeave({ ...joined, home: true }, 10_000_000, 300_000)).toBe(false);
    expect(shouldLeave({ ...joined, humans: 1, emptySince: null }, 10_000_000, 300_000)).toBe(false);
  });

  it("names the moment the next decision falls due, or null when only an event can change anything", () => {
    const channels = [
      { home: true, humans: 0, emptySince: 5_000 },
      { home: false, humans: 0, emptySince: 2_000 },
    ];
    expect(nextDecisionAt(channels, 4_000, true, 30_000, 300_000)).toBe(34_000);
    expect(nextDecisionAt(channels, 4_000, false, 30_000, 300_000)).toBe(302_000);
    expect(
      nextDecisionAt([{ home: true, humans: 2, emptySince: null }], 4_000, true, 30_000, 300_000),
    ).toBeNull();
  });
});

describe("Opus framing", () => {
  it("reads a packet's length from its TOC byte", () => {
    expect(opusPacketMs(Uint8Array.of(0xfc, 1, 2))).toBe(20); // CELT FB 20 ms, one frame
    expect(opusPacketMs(Uint8Array.of(0x78))).toBe(20); // SILK WB 20 ms (config 15)
    expect(opusPacketMs(Uint8Array.of(0xfd))).toBe(40); // two 20 ms frames
    expect(opusPacketMs(Uint8Array.of(0x1b, 0x03))).toBe(180); // config 3 (60 ms), three frames
    expect(opusPacketMs(Uint8Array.of())).toBeNull();
  });

  it("recognises the first page of an Ogg/Opus stream", () => {
    const page = Buffer.alloc(64);
    page.write("OggS", 0);
    page[26] = 1;
    page[27] = 19;
    page.write("OpusHead", 28);
    expect(isOggOpusStart(page)).toBe(true);
    page.write("OggVorbis", 28);
    expect(isOggOpusStart(page)).toBe(false);
    expect(isOggOpusStart(Buffer.from("ID3\u0004 an MP3 file"))).toBe(false);
  });
});

describe("sniffInputFormat", () => {
  it("tells MP3 and ADTS AAC from their first bytes, also when the stream starts mid-frame", () => {
    expect(sniffInputFormat(Buffer.from("ID3\u0004\u0000rest"))).toBe("mp3");
    expect(sniffInputFormat(Uint8Array.of(0x12, 0x34, 0xff, 0xfb, 0x90, 0x64))).toBe("mp3");
    expect(sniffInputFormat(Uint8Array.of(0x00, 0xff, 0xf1, 0x50, 0x80))).toBe("aac");
    expect(sniffInputFormat(Uint8Array.of(0x4f, 0x67, 0x67, 0x53, 0x00, 0xff, 0xfb))).toBeNull(); // OggS…
    expect(sniffInputFormat(Buffer.from("plain text, no audio"))).toBeNull();
  });
});
