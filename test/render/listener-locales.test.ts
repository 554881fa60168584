import { describe, expect, it } from "vitest";
import { CircuitOpenError, PanelBusyError } from "../../src/net/gate/gate-errors.js";
import { RedirectRefusedError, ResponseTooLargeError } from "../../src/net/guard/fetch-errors.js";
import { AddressRefusedError, refusal, type RefusalCode } from "../../src/net/guard/refusal.js";
import {
  type PanelError,
  PanelHttpError,
  PanelNotJsonError,
  PanelShapeError,
  PanelTimeoutError,
  PanelUnreachableError,
} from "../../src/panel/errors.js";
import { refusalIn } from "../../src/panel/refusal-in.js";
import { renderHistory } from "../../src/render/history.js";
import { limitProblems } from "../../src/render/limits.js";
import { renderListen } from "../../src/render/listen.js";
import { renderListeners, withChart } from "../../src/render/listeners.js";
import { buttonsOf, type ReplyMessage } from "../../src/message/reply-message.js";
import { renderNowPlaying } from "../../src/render/now-playing.js";
import { renderPanelError, renderUnexpectedError } from "../../src/render/panel-error.js";
import { strangerRefusalText } from "../../src/render/panel-refusal.js";
import { stationRefusalText } from "../../src/render/station-limits.js";
import { stationLabel, stationStrings } from "../../src/render/stations.js";
import { listenLinks } from "../../src/station/listen-links.js";
import { listenerSeries } from "../../src/station/listener-series.js";
import { listenerTotals } from "../../src/station/listeners.js";
import { LOCALES, type Locale } from "../../src/locale.js";
import { nowPlaying } from "../../src/station/now-playing.js";
import { channel, dj, entry } from "../support/fixtures.js";

const START = Date.UTC(2026, 10, 21, 12, 0, 0);
const PANEL = "https://radio.example.com:8080";
const long = (n: number) => "Ж".repeat(n);

/** Every reply of the listener area from the same station data, the longest panel text Discord lets through. */
function replies(locale: Locale): Record<string, ReplyMessage> {
  const channels = Array.from({ length: 40 }, (_, i) =>
    channel({ id: i, mount_point: `/${"m".repeat(300)}${i}`, listeners_current: 1_234_567 }),
  );
  const played = nowPlaying([entry({ ts: START - 60_000, album: long(300), author: long(300) })], START);
  const items = Array.from({ length: 25 }, (_, i) => ({
    offset: 1_000 + i,
    entry: entry({ id: i, ts: START - i * 60_000, author: long(200), title: long(200), dj_name: long(80) }),
  }));
  const series = listenerSeries([entry({ ts: START - 3_600_000 })], [], START - 7_200_000, START);
  const errors: PanelError[] = [
    new PanelUnreachableError(PANEL, "ECONNREFUSED"),
    new PanelTimeoutError(PANEL, 7500),
    new PanelHttpError(PANEL, 403, long(120)),
    new PanelNotJsonError(PANEL, long(120)),
    new PanelShapeError(
      PANEL,
      "history",
      Array.from({ length: 80 }, () => long(60)),
    ),
  ];
  const refusals = [
    new RedirectRefusedError(302, `https://elsewhere.example.com/${"x".repeat(200)}`),
    new ResponseTooLargeError(2048),
    new ResponseTooLargeError(2 * 1_048_576),
    new CircuitOpenError(START),
    new PanelBusyError("queue-full"),
    new PanelBusyError("wait-timeout"),
    new AddressRefusedError(refusal("malformed")),
  ];
  const all: Record<string, ReplyMessage> = {
    nowPlaying: renderNowPlaying(
      {
        playing: played,
        dj: dj({ cat: "real", name: long(300) }),
        totals: listenerTotals(channels),
        listenUrl: null,
      },
      locale,
    ),
    noTrack: renderNowPlaying(
      { playing: null, dj: null, totals: listenerTotals([]), listenUrl: null },
      locale,
    ),
    listeners: withChart(
      renderListeners(channels, locale, 1_234),
      { drawn: Buffer.from("png") },
      series,
      72,
      locale,
    ),
    tooShort: withChart(renderListeners([], locale, 3), { drawn: null, why: "too-short" }, series, 1, locale),
    noCharts: withChart(renderListeners([], locale), { drawn: null, why: "no-charts" }, series, 24, locale),
    history: renderHistory(
      { items, hasNewer: true, hasOlder: true },
      { newerId: "n", olderId: "o" },
      false,
      locale,
      "Europe/Berlin",
    ),
    emptyHistory: renderHistory(
      { items: [], hasNewer: false, hasOlder: false },
      { newerId: null, olderId: null },
      true,
      locale,
      "UTC",
    ),
    listen: renderListen(
      channels.map((c) => ({ channel: c, links: listenLinks(c) })),
      locale,
    ),
    unexpected: renderUnexpectedError(locale),
  };
  errors.forEach((error, i) => (all[`error${i}`] = renderPanelError(error, locale)));
  refusals.forEach((cause, i) => {
    const refused = refusalIn(PANEL, new TypeError("fetch failed", { cause }));
    if (!refused) throw new Error(`${cause.name} is no refusal`);
    all[`refusal${i}`] = renderPanelError(refused, locale);
  });
  return all;
}

/** Every text a person reads in a message. */
function texts(message: ReplyMessage): string[] {
  return [
    message.content ?? "",
    ...message.embeds.flatMap((e) => [
      e.title ?? "",
      e.description ?? "",
      e.author?.name ?? "",
      e.footer?.text ?? "",
      ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
    ]),
    ...buttonsOf(message).map((b) => b.label ?? ""),
  ].filter(Boolean);
}

describe("the listener area's replies in every language", () => {
  const english = replies("en");

  for (const locale of LOCALES) {
    it(`fit Discord's limits and leave no placeholder in ${locale}`, () => {
      for (const [name, message] of Object.entries(replies(locale))) {
        expect(limitProblems(message), `${locale} ${name}`).toEqual([]);
        for (const text of texts(message)) {
          expect(text, `${locale} ${name}`).not.toMatch(/\{n\}|undefined|NaN|\[object /);
          expect(text, `${locale} ${name}`).not.toMatch(/@(everyone|here)|<@[!&]?\d/);
        }
      }
    });
  }

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    it(`are written in ${locale}, not left in English`, () => {
      const own = replies(locale);
      for (const [name, message] of Object.entries(own)) {
        const words = (m: ReplyMessage | undefined) => (m ? texts(m) : []).join("\n");
        expect(words(message), `${locale} ${name}`).not.toBe(words(english[name]));
      }
      expect(strangerRefusalText("not-found", locale, true)).not.toBe(
        strangerRefusalText("not-found", "en", true),
      );
      expect(stationStrings(locale).noStation).toContain("`/setup station`");
      expect(stationLabel({ name: null, serverId: 12 }, locale)).toMatch(/12$/);
      for (const refused of [
        { kind: "total", limit: 5 } as const,
        { kind: "rate", perHour: 3, retryAt: START } as const,
      ]) {
        expect(stationRefusalText(refused, locale)).not.toBe(stationRefusalText(refused, "en"));
      }
    });
  }

  it("words every refused address in every language", () => {
    const codes: RefusalCode[] = [
      "malformed",
      "too-long",
      "scheme",
      "credentials",
      "not-public",
      "not-found",
      "lookup-failed",
    ];
    for (const locale of LOCALES) {
      const said = codes.map((code) => strangerRefusalText(code, locale, false));
      expect(new Set(said).size, locale).toBe(codes.length);
      for (const text of said) expect(text, locale).toMatch(/\S.*[.!]$/);
    }
  });
});

describe("counts in the listener area", () => {
  const summary = (locale: Locale, n: number, inVoice = 0) =>
    renderListeners([channel({ listeners_current: n })], locale, inVoice).embeds[0]?.description;

  it("take Ukrainian and Polish one/few/many forms", () => {
    expect(summary("uk", 1)).toBe("**1** слухач зараз на 1 каналі в ефірі");
    expect(summary("uk", 3)).toBe("**3** слухачі зараз на 1 каналі в ефірі");
    expect(summary("uk", 11)).toBe("**11** слухачів зараз на 1 каналі в ефірі");
    expect(summary("pl", 1)).toBe("**1** słuchacz teraz, 1 kanał nadaje");
    expect(summary("pl", 22, 5)).toBe(
      "**22** słuchaczy teraz, 1 kanał nadaje\n🔊 **5** osób słucha na kanałach głosowych Discorda",
    );
    expect(summary("pl", 2, 2)).toContain("🔊 **2** osoby słuchają");
  });

  it("group digits as each language does", () => {
    expect(summary("de", 12_345)).toBe("**12.345** Hörer gerade, 1 Kanal auf Sendung");
    expect(summary("pt-BR", 12_345)).toBe("**12.345** ouvintes agora em 1 canal no ar");
    expect(summary("pt-BR", 0)).toBe("**0** ouvintes agora em 1 canal no ar");
    expect(summary("es-419", 1_234)).toBe("**1,234** oyentes ahora en 1 canal al aire");
    expect(summary("es-ES", 1_234)).toBe("**1234** oyentes ahora en 1 canal en antena");
    expect(summary("uk", 12_345)).toBe("**12\u00a0345** слухачів зараз на 1 каналі в ефірі");
  });
});
