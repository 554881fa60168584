import { onOff } from "../choose.js";
import { plural } from "../numbers.js";
import type { MessageSetupTexts, SetupTexts, TemplateProblemTexts } from "../types/setup.js";

/** `/setup message` and `/setup style`, in Polish. */
export const message: MessageSetupTexts = {
  previewTitle: (trigger) => `👀 Podgląd: ${trigger}`,
  previewHint: (where) =>
    `Tak będzie wyglądać ogłoszenie${where}, z tym, co teraz leci. Nic nie zostanie zapisane, dopóki nie klikniesz Zapisz.`,
  sampleHint: (where) =>
    `Tak będzie wyglądać ogłoszenie${where}, z przykładowymi wartościami (teraz nic nie leci). Nic nie zostanie zapisane, dopóki nie klikniesz Zapisz.`,
  save: "Zapisz",
  allStations: " dla wszystkich stacji",
  forStation: (name) => ` dla ${name}`,
  saved: (trigger, where) => `✅ Zapisano: **${trigger}** używa odtąd twojego tekstu${where}.`,
  reset: (trigger, where) => `✅ **${trigger}** znowu używa domyślnego tekstu bota${where}.`,
  stale: "Ten podgląd wygasł lub został już użyty. Ponownie użyj /setup message.",
  notYours: "Zapisać może tylko moderator, który użył /setup message.",
  unknownTrigger: "Wybierz jedno z ogłoszeń z opcji `trigger`.",
  styleSaved: "✅ Zapisano. Ogłoszenie utworu w nowym stylu:",
  needOption: "Podaj co najmniej jedną z opcji: `layout`, `color`, `cover` lub `timestamp`.",
  badColor: (typed) =>
    `„${typed}” to nie kolor. Podaj go szesnastkowo, np. \`#1e90ff\`, \`1e90ff\` lub \`#fff\`, albo \`domyślny\` (lub \`default\`), aby każde ogłoszenie miało własny kolor.`,
  colorDefault: "własny kolor każdego ogłoszenia",
  colorOf: (hex) => `kolor ${hex}`,
  cover: onOff({ on: "z okładką", off: "bez okładki" }),
  time: onOff({ on: "z godziną", off: "bez godziny" }),
  styleField: "Styl ogłoszeń",
  templatesField: "Szablony wiadomości",
  noTemplates: "brak: domyślny tekst bota (/setup message)",
  more: (count) => `…i jeszcze ${count}`,
};

/** Why a template is refused, in Polish. */
export const template: TemplateProblemTexts = {
  empty: "Szablon jest pusty: napisz, co bot ma publikować.",
  tooLong: (length, max) => `Szablon ma ${length} zn.; można najwyżej ${max}.`,
  unknown: (count) =>
    plural("pl", count, {
      one: "Nieznana zmienna:",
      few: "Nieznane zmienne:",
      many: "Nieznane zmienne:",
      other: "Nieznane zmienne:",
    }),
  more: (count) => `i jeszcze ${count}`,
  allowed: "Możesz użyć:",
  rules: (max) =>
    `Szablon to tekst z formatowaniem Discorda, do ${max} znaków. Inne słowa w nawiasach klamrowych zostają bez zmian.`,
};

/** The rest of `/setup message`'s words, in Polish. */
export const messageWords: Pick<SetupTexts, "placeholders" | "layouts" | "sample"> = {
  placeholders: {
    dj: "DJ na antenie (lub „nikt”)",
    previous_dj: "poprzedni DJ",
    artist: "wykonawca",
    title: "tytuł utworu",
    album: "album",
    track: "wykonawca — tytuł",
    station: "nazwa stacji",
    listeners: "ile osób teraz słucha",
    listen: "link do słuchania",
    time: "kiedy to się stało (w czasie czytającego)",
  },
  layouts: { embed: "osadzenie", compact: "jedna linia, bez osadzenia", both: "linia i osadzenie" },
  sample: {
    live: "DJ Nova",
    previous: "DJ Aurora",
    auto: "AutoDJ",
    artist: "Wykonawca",
    title: "Piosenka",
    album: "Album",
  },
};
