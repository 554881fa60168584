import { formatCount } from "../numbers.js";
import type { RadioTexts } from "../types/programme.js";

/** /radio i /setup radio po polsku. */
export const radio: RadioTexts = {
  playing: (channel) => `▶️ Stacja gra na kanale ${channel}.`,
  nowOnAir: (song) => `Teraz na antenie: ${song}`,
  offAir: "📴 Stacja jest teraz poza anteną: bot czeka na kanale i zagra, gdy tylko wróci.",
  requested:
    "🙋 Bot poprosił o głos na tej scenie: moderator sceny może to zaakceptować (albo daj tu botu uprawnienie „Wyciszanie członków”).",
  left: "⏹️ Bot opuścił kanał głosowy.",
  notInVoice: "Bot nie jest na żadnym kanale głosowym na tym serwerze.",
  notAllowed:
    "Wyrzucić bota mogą tylko osoby na jego kanale głosowym albo członkowie z uprawnieniem „Przenoszenie członków” lub „Zarządzanie serwerem”.",
  home: "To stały kanał serwera: bot zostaje tu całą dobę. Moderator może to zmienić poleceniem /setup radio off.",
  problems: {
    "no-channel": "Najpierw dołącz do kanału głosowego albo go wskaż: /radio join channel:…",
    "need-move":
      "Aby wskazać inny kanał niż swój, potrzebujesz uprawnienia „Przenoszenie członków”. Dołącz do tego kanału albo poproś moderatora.",
    "unknown-channel": "Bot nie widzi tego kanału. Wybierz kanał głosowy lub sceniczny, który widzi.",
    "not-voice": "To nie jest kanał głosowy ani sceniczny.",
    full: "Ten kanał głosowy jest pełny.",
    "not-connected": "Bot nie mógł połączyć się z tym kanałem. Spróbuj za minutę.",
  },
  permissionNames: { "View Channel": "Wyświetlanie kanału", Connect: "Łączenie", Speak: "Mówienie" },
  missing: (channel, names) =>
    `Bot nie może grać na kanale ${channel}: brakuje mu tam uprawnień ${names.map((name) => `„${name}”`).join(", ")}. Nadaj je jego roli na tym kanale i spróbuj ponownie.`,
  unavailable: (version) =>
    `Głos jest niedostępny w tym bocie: potrzebuje Node.js 22.12 lub nowszego, a działa na ${version}. Poproś jego operatora o aktualizację Node.`,
  noStation:
    "Ten serwer nie ma jeszcze stacji do grania. Moderator (z uprawnieniem „Zarządzanie serwerem”) ustawia ją przez /setup station, a potem /radio join ją włącza.",
  streamRefused:
    "Strumień tej stacji jest pod adresem, z którym bot się nie łączy (sieć prywatna, lokalna lub zarezerwowana). Poproś stację o podanie w panelu publicznego adresu strumienia.",
  tooManyStations: (max) =>
    `Bot gra już na kanałach głosowych tyle stacji, ile może naraz (${formatCount("pl", max)}). To, co gra, gra dalej: spróbuj ponownie, gdy którejś przestaną słuchać.`,
  homeSet: (channel) =>
    `✅ Bot zostanie na kanale ${channel} całą dobę i będzie grał stację (także po restarcie).`,
  homeOff: "✅ Bez stałego kanału głosowego: bot wchodzi na kanał głosowy tylko przez /radio join.",
};
