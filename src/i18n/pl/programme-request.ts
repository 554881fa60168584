import { formatCount } from "../numbers.js";
import type { RequestTexts } from "../types/programme.js";

/** /request po polsku. */
export const request: RequestTexts = {
  requestedTitle: "🎶 Prośba o piosenkę",
  requested: (person, song) => `**${person}** prosi o **${song}**`,
  pickTitle: "Którą?",
  pick: (query) => `Do „${query}” pasuje kilka piosenek. Wybierz jedną:`,
  nothingFound: (query) =>
    `W bibliotece stacji nic nie pasuje do „${query}”. Wybierz piosenkę z podpowiedzi podczas pisania.`,
  notRequestable: "Tej piosenki nie można teraz zamówić. Wybierz inną z podpowiedzi.",
  unknownTrack: "Tej piosenki nie ma już w bibliotece stacji. Wybierz jedną z podpowiedzi.",
  cooldown: (again) => `Twoja prośba o piosenkę właśnie poszła. Następną możesz wysłać ${again}.`,
  trackBlocked: "Ktoś niedawno prosił o tę piosenkę. Wybierz inną albo spróbuj później.",
  ipBlocked: "Stacja na chwilę przestała przyjmować prośby z Discorda. Spróbuj za kilka minut.",
  refused: "Panel stacji odrzucił prośbę. Wybierz inną piosenkę albo spróbuj później.",
  closed: "Stacja nie przyjmuje teraz próśb o piosenki.",
  closedUntil: (relative, time) =>
    `Podczas tej audycji stacja nie przyjmuje próśb o piosenki. Znów będzie można prosić ${relative} (${time}).`,
  tooLong: (max, over) =>
    `Nazwa i wiadomość mogą mieć razem najwyżej ${formatCount("pl", max)} znaków; masz o ${formatCount("pl", over)} za dużo. Skróć wiadomość.`,
  expired: "Ta lista wygasła. Użyj /request jeszcze raz.",
  notYours: "Z tej listy może wybierać tylko osoba, która ją otworzyła. Otwórz własną listę przez /request.",
};
