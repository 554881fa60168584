import { onOff } from "../choose.js";
import { namedIn } from "../language-names.js";
import type { SetupServerTexts } from "../types/setup.js";

/** The bot's languages, named in Brazilian Portuguese (a language not named here goes by its own name). */
export const languages = namedIn({
  en: "inglês",
  ru: "russo",
  uk: "ucraniano",
  de: "alemão",
  "es-ES": "espanhol (Espanha)",
  "es-419": "espanhol (América Latina)",
  "pt-BR": "português (Brasil)",
  pl: "polonês",
});

/** `/setup` itself, in Brazilian Portuguese. */
export const server: SetupServerTexts = {
  title: "⚙️ Configurações do bot neste servidor",
  channels: "Canais de anúncios",
  none: "nenhum",
  ping: "Cargo mencionado quando um DJ entra ao vivo",
  noPing: "sem menção",
  language: "Idioma dos anúncios",
  status: "Avisos quando a rádio sai do ar e quando volta",
  voiceHome: "Canal de voz fixo (24/7)",
  voiceUnavailable: "a voz precisa do Node.js 22.12 ou mais recente",
  voiceHint: "definido com /setup radio",
  on: "ativados",
  off: "desativados",
  source: { setup: "definido com /setup", default: "padrão do .env" },
  tracks: { off: "sem músicas", post: "um post por música", edit: "uma mensagem, editada" },
  notManager: "Só membros com Gerenciar servidor podem mudar as configurações do bot.",
  noServer: "/setup funciona dentro de um servidor, não em mensagens diretas.",
  noStore: "Este bot não tem banco de dados de configurações. Peça ao operador para definir DATA_DIR.",
  storeUnavailable:
    "O bot não consegue salvar nada agora: o banco de dados dele está indisponível. Nada foi alterado; peça ao operador para reiniciar o bot.",
  newerVersion:
    "As configurações deste servidor foram gravadas por uma versão mais nova do bot, que esta não entende. O bot está sendo atualizado: tente de novo em alguns minutos.",
  newerSettings: "Definido por uma versão mais nova do bot",
  newerNames: (names) => `mantido como está até este bot ser atualizado: ${names}`,
  unknownChannel: "O bot não consegue ver esse canal. Escolha um canal de texto ou de anúncios que ele veja.",
  notText: "Os anúncios vão para um canal de texto ou de anúncios. Escolha um desses.",
  missing: (channel, names) =>
    `O bot não pode anunciar em ${channel}: faltam estas permissões lá: ${names.join(", ")}. Dê essas permissões ao cargo dele no canal e use /setup announce de novo.`,
  announced: (channel, tracks) => `✅ Os anúncios vão para ${channel} (${tracks}).`,
  unannounced: (channel) => `✅ Sem mais anúncios em ${channel}.`,
  notAnnounced: (channel) => `${channel} já não recebe anúncios.`,
  pinged: (role) => `✅ ${role} será mencionado quando um DJ entrar ao vivo.`,
  unpinged: "✅ Nenhum cargo será mencionado quando um DJ entrar ao vivo.",
  cannotPing: (role) =>
    `⚠️ Salvo, mas o bot não consegue mencionar ${role}: deixe o cargo mencionável (Configurações do servidor → Cargos → Permitir que qualquer pessoa @mencione este cargo) ou dê ao bot a permissão Mencionar @everyone, @here e todos os cargos.`,
  unknownRole: "Esse cargo não existe neste servidor.",
  notMentionable: (role) =>
    `Só membros com Mencionar @everyone, @here e todos os cargos podem fazer o bot mencionar ${role}: nem todo mundo pode mencionar esse cargo. Deixe o cargo mencionável (Configurações do servidor → Cargos → Permitir que qualquer pessoa @mencione este cargo) ou peça a um membro com essa permissão.`,
  language_set: (value) => `✅ Os anúncios vão ser em ${languages[value]}.`,
  status_set: onOff({
    on: "✅ O bot vai avisar quando a rádio sair do ar e quando voltar.",
    off: "✅ Sem avisos de quando a rádio sai do ar ou volta.",
  }),
};
