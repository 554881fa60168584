import { formatCount } from "../numbers.js";
import type { RadioTexts } from "../types/programme.js";

/** /radio und /setup radio auf Deutsch. */
export const radio: RadioTexts = {
  playing: (channel) => `▶️ Der Sender läuft jetzt in ${channel}.`,
  nowOnAir: (song) => `Gerade auf Sendung: ${song}`,
  offAir:
    "📴 Der Sender ist gerade nicht auf Sendung: Der Bot wartet im Kanal und spielt los, sobald er zurück ist.",
  requested:
    "🙋 Der Bot möchte in diesem Stage-Kanal sprechen: Ein Stage-Moderator kann das annehmen (oder gib dem Bot hier „Mitglieder stummschalten“).",
  left: "⏹️ Der Bot hat den Sprachkanal verlassen.",
  notInVoice: "Der Bot ist auf diesem Server in keinem Sprachkanal.",
  notAllowed:
    "Nur wer im Sprachkanal des Bots ist oder „Mitglieder verschieben“ oder „Server verwalten“ hat, kann ihn rauswerfen.",
  home: "Das ist der feste Kanal des Servers: Der Bot bleibt hier rund um die Uhr. Ein Moderator kann das mit /setup radio off ändern.",
  problems: {
    "no-channel": "Geh zuerst in einen Sprachkanal oder gib einen an: /radio join channel:…",
    "need-move":
      "Für einen anderen Kanal als deinen eigenen brauchst du „Mitglieder verschieben“. Geh in den Kanal oder frag einen Moderator.",
    "unknown-channel":
      "Der Bot sieht diesen Kanal nicht. Wähl einen Sprach- oder Stage-Kanal, den er sehen kann.",
    "not-voice": "Das ist kein Sprach- oder Stage-Kanal.",
    full: "Dieser Sprachkanal ist voll.",
    "not-connected":
      "Der Bot konnte sich nicht mit dem Kanal verbinden. Versuch es in einer Minute noch mal.",
  },
  permissionNames: { "View Channel": "Kanal ansehen", Connect: "Verbinden", Speak: "Sprechen" },
  missing: (channel, names) =>
    `Der Bot kann in ${channel} nicht spielen: Ihm fehlt dort ${names.map((name) => `„${name}“`).join(", ")}. Gib seiner Rolle diese Berechtigungen im Kanal und versuch es dann noch mal.`,
  unavailable: (version) =>
    `Sprachkanäle gehen mit diesem Bot nicht: Er braucht Node.js 22.12 oder neuer und läuft auf ${version}. Bitte seinen Betreiber, Node zu aktualisieren.`,
  noStation:
    "Dieser Server hat noch keinen Sender zum Abspielen. Ein Moderator („Server verwalten“) richtet ihn mit /setup station ein; danach spielt /radio join ihn ab.",
  streamRefused:
    "Der Stream dieses Senders liegt unter einer Adresse, mit der sich der Bot nicht verbindet (ein privates, lokales oder reserviertes Netz). Bitte den Sender, in seinem Panel eine öffentliche Stream-Adresse einzutragen.",
  tooManyStations: (max) =>
    `Der Bot spielt schon so viele Sender in Sprachkanälen, wie er gleichzeitig darf (${formatCount("de", max)}). Was läuft, läuft weiter: Versuch es noch mal, sobald einer davon nicht mehr gehört wird.`,
  homeSet: (channel) =>
    `✅ Der Bot bleibt rund um die Uhr in ${channel} und spielt den Sender (auch nach einem Neustart).`,
  homeOff: "✅ Kein fester Sprachkanal: Der Bot kommt nur mit /radio join in einen Sprachkanal.",
};
