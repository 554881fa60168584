import { buttonsOf } from "../../src/message/reply-message.js";
import { saveButtonId } from "../../src/render/save-button.js";
import { describe, expect, it } from "vitest";
import { PanelHttpError, PanelTimeoutError } from "../../src/panel/errors.js";
import { renderHistory } from "../../src/render/history.js";
import { limitProblems } from "../../src/render/limits.js";
import { renderListen } from "../../src/render/listen.js";
import { renderListeners } from "../../src/render/listeners.js";
import { renderNowPlaying } from "../../src/render/now-playing.js";
import { renderPanelError } from "../../src/render/panel-error.js";
import { listenLinks } from "../../src/station/listen-links.js";
import { listenerTotals } from "../../src/station/listeners.js";
import { nowPlaying } from "../../src/station/now-playing.js";
import { LOCALES } from "../../src/locale.js";
import { channel, dj, entry, jingle } from "../support/fixtures.js";

const START = Date.UTC(2026, 10, 21, 12, 0, 0);
const totals = listenerTotals([channel({ listeners_current: 21 }), channel({ id: 2, listeners_current: 3 })]);

describe("renderNowPlaying", () => {
  it("shows artist, title, album, cover, progress, start time, listeners and a Listen button", () => {
    const message = renderNowPlaying(
      {
        playing: nowPlaying([entry()], START + 60_000),
        dj: dj(),
        totals,
        listenUrl: "https://radio.example.com/web",
      },
      "en",
    );
    const [embed] = message.embeds;
    expect(embed?.author?.name).toBe("🤖 Automatic player (AutoDJ)");
    expect(embed?.title).toBe("Lena Park — Paper Satellites");
    expect(embed?.description).toContain("`1:00 / 3:00`");
    expect(embed?.description).toContain("🔘");
    expect(embed?.description).toContain(`Started <t:${START / 1000}:R>`);
    expect(embed?.fields).toEqual([
      { name: "Album", value: "Orbit", inline: true },
      { name: "Playlist", value: "Daytime rotation", inline: true },
      { name: "Listeners now", value: "24", inline: true },
    ]);
    expect(embed?.thumbnail?.url).toBe("https://radio.example.com/covers/1.jpg");
    expect(message.components[0]?.components[0]).toMatchObject({
      label: "Listen",
      url: "https://radio.example.com/web",
    });
    expect(limitProblems(message)).toEqual([]);
  });

  it("marks a live DJ and speaks Russian", () => {
    const live = dj({
      id: 2,
      name: "DJ Nova",
      cat: "real",
      priority: 1,
      image_thumbnail: "https://r.example/dj.jpg",
    });
    const message = renderNowPlaying(
      { playing: nowPlaying([entry()], START + 1000), dj: live, totals, listenUrl: null },
      "ru",
    );
    const [embed] = message.embeds;
    expect(embed?.author).toEqual({ name: "🔴 Прямой эфир: DJ Nova", icon_url: "https://r.example/dj.jpg" });
    expect(embed?.fields?.map((f) => f.name)).toEqual(["Альбом", "Плейлист", "Слушателей сейчас"]);
    expect(embed?.description).toContain("Начался");
    // No listen address: the row holds only the 💾 Save button, in Russian.
    expect(message.components[0]?.components).toEqual([
      expect.objectContaining({ label: "Сохранить", custom_id: saveButtonId(START), style: 2 }),
    ]);
  });

  it("shows a jingle as a jingle, without cover or album", () => {
    const message = renderNowPlaying(
      { playing: nowPlaying([jingle()], START), dj: dj(), totals, listenUrl: null },
      "en",
    );
    expect(message.embeds[0]?.title).toBe("📻 Jingle: Station ID");
    expect(message.embeds[0]?.thumbnail).toBeUndefined();
    expect(message.embeds[0]?.fields?.map((f) => f.name)).not.toContain("Album");
  });

  it("shows no progress bar when the times make no sense", () => {
    const message = renderNowPlaying(
      { playing: nowPlaying([entry()], START + 3_600_000), dj: dj(), totals, listenUrl: null },
      "en",
    );
    expect(message.embeds[0]?.description).not.toContain("🔘");
    expect(message.embeds[0]?.description).toContain("`3:00`");
  });

  it("says clearly when there is no track information", () => {
    const message = renderNowPlaying({ playing: null, dj: null, totals, listenUrl: null }, "en");
    expect(message.embeds[0]).toMatchObject({
      title: "No track information right now",
      author: { name: "Nobody on air" },
    });
  });
});

describe("renderListeners", () => {
  it("lists each channel's state, listeners, peak and limit, and the total on air", () => {
    const message = renderListeners(
      [
        channel({ listeners_current: 21, listeners_peak: 40 }),
        channel({
          id: 2,
          mount_point: "/aac",
          bitrate: 64,
          s_format: "aac",
          state: 1,
          listeners_current: 0,
          listeners: null,
        }),
      ],
      "en",
    );
    const [embed] = message.embeds;
    expect(embed?.description).toBe("**21** listeners now across 1 channel on air");
    expect(embed?.fields?.[0]).toEqual({
      name: "/stream · 128 kbps · MP3",
      value: "🟢 On air\nNow: **21** · Peak: 40 · Limit: 250",
      inline: false,
    });
    expect(embed?.fields?.[1]?.value).toBe("🟡 No source\nNow: **0** · Peak: 20 · Limit: no limit");
  });

  it("uses Russian plural forms", () => {
    const one = renderListeners([channel({ listeners_current: 1 })], "ru").embeds[0]?.description;
    const few = renderListeners([channel({ listeners_current: 3 })], "ru").embeds[0]?.description;
    const many = renderListeners(
      [channel({ listeners_current: 5 }), channel({ id: 2, listeners_current: 0 })],
      "ru",
    ).embeds[0]?.description;
    expect(one).toBe("**1** слушатель сейчас на 1 канале в эфире");
    expect(few).toBe("**3** слушателя сейчас на 1 канале в эфире");
    expect(many).toBe("**5** слушателей сейчас на 2 каналах в эфире");
  });

  it("fits 40 channels into Discord's limits in every language", () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      channel({ id: i, mount_point: `/${"m".repeat(300)}${i}` }),
    );
    for (const locale of LOCALES) expect(limitProblems(renderListeners(many, locale, 1_234_567))).toEqual([]);
  });

  it("says so when there are no channels", () => {
    expect(renderListeners([], "en").embeds[0]?.description).toBe("This station has no channels.");
  });

  it("adds the people listening in Discord voice under the panel's total, with Russian plural forms", () => {
    const description = (n: number, locale: "en" | "ru") =>
      renderListeners([channel({ listeners_current: 21 })], locale, n).embeds[0]?.description;
    expect(description(1, "en")).toBe(
      "**21** listeners now across 1 channel on air\n🔊 **1** person listening in Discord voice",
    );
    expect(description(3, "en")).toContain("🔊 **3** people listening in Discord voice");
    expect(description(1, "ru")).toContain("\n🔊 **1** человек слушает в голосовых каналах Discord");
    expect(description(3, "ru")).toContain("🔊 **3** человека слушают в голосовых каналах Discord");
    expect(description(5, "ru")).toContain("🔊 **5** человек слушают в голосовых каналах Discord");
    expect(description(1_234, "en")).toContain("**1,234** people");
  });

  it("says nothing of voice when nobody listens there", () => {
    expect(renderListeners([channel({ listeners_current: 21 })], "en", 0).embeds[0]?.description).toBe(
      "**21** listeners now across 1 channel on air",
    );
  });
});

describe("renderHistory", () => {
  const items = [
    { offset: 0, entry: entry({ id: 3, ts: START }) },
    {
      offset: 2,
      entry: entry({
        id: 1,
        ts: START - 400_000,
        author: null,
        title: null,
        metadata: "Odd Weather - Sleepwalk City",
        dj_name: "DJ Nova",
        n_listeners: 1234,
      }),
    },
  ];

  it("lists plays newest first with relative times, DJ and listeners", () => {
    const message = renderHistory(
      { items, hasNewer: false, hasOlder: true },
      { newerId: null, olderId: "history:1:o:3:10:0" },
      false,
      "en",
      "UTC",
    );
    const lines = message.embeds[0]?.description?.split("\n") ?? [];
    expect(lines[0]).toBe(`<t:${START / 1000}:R> · **Lena Park** — Paper Satellites · 🎙 AutoDJ · 👥 12`);
    expect(lines[1]).toBe(
      `<t:${(START - 400_000) / 1000}:R> · **Odd Weather** — Sleepwalk City · 🎙 DJ Nova · 👥 1,234`,
    );
    expect(message.embeds[0]?.footer?.text).toBe("Plays 1–3 · jingles hidden");
    const [newer, older] = message.components[0]?.components ?? [];
    expect(newer).toMatchObject({ label: "◀ Newer", disabled: true });
    expect(older).toMatchObject({ label: "Older ▶", custom_id: "history:1:o:3:10:0", disabled: false });
  });

  it("says when nothing has played and shows no buttons", () => {
    const message = renderHistory(
      { items: [], hasNewer: false, hasOlder: false },
      { newerId: null, olderId: null },
      true,
      "ru",
      "UTC",
    );
    expect(message.embeds[0]?.description).toBe("Пока ничего не играло.");
    expect(message.components).toEqual([]);
  });
});

describe("renderListen", () => {
  const linked = channel({
    links_html: [
      { key: "winamp", url: "https://radio.example.com/st/1/listen.pls" },
      { key: "web", url: "https://radio.example.com/st/1/web" },
    ],
  });

  it("gives a chosen channel's addresses as copyable text and link buttons", () => {
    const message = renderListen([{ channel: linked, links: listenLinks(linked) }], "en");
    const value = message.embeds[0]?.fields?.[0]?.value ?? "";
    expect(value).toContain("Stream:\n```\nhttps://radio.example.com:8443/stream\n```");
    expect(value).toContain("https://radio.example.com/st/1/listen.pls");
    expect(buttonsOf({ components: message.components.slice(0, 1) }).map((b) => b.label)).toEqual([
      "Stream",
      "Web player",
      "PLS",
    ]);
  });

  it("gives one button per channel when listing them all", () => {
    const other = channel({ id: 2, mount_point: "/aac", secure_stream_url: null });
    const message = renderListen(
      [linked, other].map((c) => ({ channel: c, links: listenLinks(c) })),
      "en",
    );
    expect(message.components[0]?.components.map((b) => ("url" in b ? b.url : ""))).toEqual([
      "https://radio.example.com/st/1/web",
      "http://radio.example.com:8000/stream",
    ]);
  });

  it("says so when a channel has no http(s) address", () => {
    const none = channel({ stream_url: "javascript:alert(1)", secure_stream_url: null });
    const message = renderListen([{ channel: none, links: listenLinks(none) }], "en");
    expect(message.embeds[0]?.fields?.[0]?.value).toBe("This channel has no public listen address.");
    expect(message.components).toEqual([]);
  });
});

describe("renderPanelError", () => {
  it("explains the failure with the panel address, in English and Russian", () => {
    const error = new PanelHttpError("https://radio.example.com:8080", 503, "Service Unavailable");
    expect(renderPanelError(error, "en").embeds[0]?.description).toContain(
      "https://radio.example.com:8080 answered HTTP 503",
    );
    const ru = renderPanelError(new PanelTimeoutError("https://radio.example.com:8080", 5000), "ru");
    expect(ru.embeds[0]?.description).toBe(
      "Панель станции https://radio.example.com:8080 не ответила за 5 с. Возможно, она перегружена; попробуйте через минуту.",
    );
  });
});
