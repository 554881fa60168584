import { describe, expect, it } from "vitest";
import { CircuitOpenError, PanelBusyError } from "../../src/net/gate/gate-errors.js";
import { RedirectRefusedError, ResponseTooLargeError } from "../../src/net/guard/fetch-errors.js";
import { AddressRefusedError, refusal } from "../../src/net/guard/refusal.js";
import { PanelRefusedError } from "../../src/panel/errors.js";
import { refusalIn } from "../../src/panel/refusal-in.js";
import { renderPanelError } from "../../src/render/panel-error.js";
import { addressRefusalText, panelRefusalText, strangerRefusalText } from "../../src/render/panel-refusal.js";
import type { RefusalCode } from "../../src/net/guard/refusal.js";
import { LOCALES, type Locale } from "../../src/locale.js";

const PANEL = "https://radio.example.com:8080";
const RETRY_AT = Date.UTC(2026, 10, 21, 12, 0, 10);

/** The refusal as the panel client sees it: inside ofetch's and undici's wrappers. */
function refused(cause: Error): PanelRefusedError {
  const error = refusalIn(
    PANEL,
    new Error("[GET] fetch failed", { cause: new TypeError("fetch failed", { cause }) }),
  );
  if (!error) throw new Error("no refusal found");
  return error;
}

const describe_ = (error: PanelRefusedError, locale: Locale) =>
  renderPanelError(error, locale).embeds[0]?.description;

describe("a refused panel request, as a user reads it", () => {
  it("says an open circuit will be tried again at a Discord timestamp, in English and Russian", () => {
    const error = refused(new CircuitOpenError(RETRY_AT));
    expect(error.refusal).toEqual({ kind: "circuit-open", retryAt: RETRY_AT });
    expect(describe_(error, "en")).toBe(
      `The station's panel failed several times in a row; the bot will try it again <t:${RETRY_AT / 1000}:R>.`,
    );
    expect(describe_(error, "ru")).toBe(
      `Панель станции несколько раз подряд не ответила; бот попробует снова <t:${RETRY_AT / 1000}:R>.`,
    );
  });

  it("says a full queue and a long wait plainly", () => {
    expect(describe_(refused(new PanelBusyError("queue-full")), "en")).toMatch(
      /too many requests are already waiting/,
    );
    expect(describe_(refused(new PanelBusyError("wait-timeout")), "ru")).toBe(
      "Панель станции отвечает медленно, и этот запрос слишком долго ждал своей очереди. Попробуйте через минуту.",
    );
  });

  it("gives a refused address's reason without the address it resolved to", () => {
    const error = refused(new AddressRefusedError(refusal("not-public", "link-local")));
    expect(describe_(error, "en")).toMatch(/^That address leads to a private, local or reserved network/);
    expect(describe_(error, "ru")).toMatch(
      /^Этот адрес ведёт в частную, локальную или зарезервированную сеть/,
    );
    for (const locale of LOCALES) {
      expect(describe_(error, locale)).not.toMatch(/link-local|169\.254|radio\.example/);
    }
  });

  it("says an answer was too large, in Russian units", () => {
    expect(describe_(refused(new ResponseTooLargeError(1_048_576)), "ru")).toBe(
      "Ответ панели оказался больше 1 МБ, и бот перестал его читать.",
    );
  });

  it("finds nothing in an ordinary network error", () => {
    const reset = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    expect(refusalIn(PANEL, new TypeError("fetch failed", { cause: reset }))).toBeUndefined();
  });

  it("words every refused address in both languages, the English as the guard's own message for the logs", () => {
    const codes: RefusalCode[] = [
      "malformed",
      "too-long",
      "scheme",
      "credentials",
      "not-public",
      "not-found",
      "lookup-failed",
    ];
    for (const code of codes) {
      expect(addressRefusalText(code, "en")).toMatch(/^[A-Z].*\.$/);
      expect(addressRefusalText(code, "ru")).toMatch(/[а-яё]/i);
      expect(addressRefusalText(code, "ru")).not.toMatch(/\b(the|address|host)\b/i);
    }
  });

  it("says every other refusal in English as the error's own message does", () => {
    for (const cause of [
      new RedirectRefusedError(302, "https://elsewhere.example.com/x"),
      new ResponseTooLargeError(2048),
      new CircuitOpenError(RETRY_AT),
      new PanelBusyError("queue-full"),
      new PanelBusyError("wait-timeout"),
    ]) {
      expect(panelRefusalText(refused(cause).refusal, "en")).toBe(cause.message);
    }
  });
});

describe("an address refusal, as a stranger on a public bot reads it", () => {
  it("gives a missing host name and one that leads inside a network the same words, in each language", () => {
    for (const locale of LOCALES) {
      const missing = strangerRefusalText("not-found", locale, true);
      expect(strangerRefusalText("not-public", locale, true)).toBe(missing);
      expect(missing).not.toBe(addressRefusalText("not-found", locale));
    }
  });

  it("keeps the usual words for a typed literal address and for other reasons", () => {
    expect(strangerRefusalText("not-public", "en", false)).toBe(addressRefusalText("not-public", "en"));
    expect(strangerRefusalText("lookup-failed", "ru", true)).toBe(addressRefusalText("lookup-failed", "ru"));
  });
});
