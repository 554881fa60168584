import { plural } from "../numbers.js";
import type { PermissionName } from "../../check/finding.js";
import type { CheckLines, PermissionList } from "../types/check.js";

const allow = (names: string) => `Configurações do canal → Permissões → cargo do bot: permita ${names}.`;
/** "does not have X" or "does not have X, Y", with the noun's number to match. */
const lacks = (missing: readonly PermissionName[], names: PermissionList) =>
  plural("pt-BR", missing.length, {
    zero: `não tem as permissões ${names(missing)}`,
    one: `não tem a permissão ${names(missing)}`,
    other: `não tem as permissões ${names(missing)}`,
  });

const VOICE: CheckLines["voice"] = {
  "can-connect": (f) => ({ text: `<#${f.channelId}>: o bot pode se conectar.` }),
  "can-connect-and-speak": (f) => ({ text: `<#${f.channelId}>: o bot pode se conectar e falar.` }),
  unset: () => ({ text: "Nenhum canal de voz principal (defina um com /setup radio)." }),
  "voice-off": () => ({
    text: "Há um canal de voz principal definido, mas a voz não funciona neste bot.",
    fix: "Pergunte a quem opera o bot; /setup show explica o motivo.",
  }),
  unknown: () => ({
    text: "O canal de voz principal não existe mais ou está oculto.",
    fix: "Escolha outro com /setup radio channel.",
  }),
  "not-voice": (f) => ({
    text: `<#${f.channelId}>: não é um canal de voz nem de palco.`,
    fix: "Escolha um com /setup radio channel.",
  }),
  missing: (f, names) => ({
    text: `<#${f.channelId}>: o bot ${lacks(f.missing, names)}.`,
    fix: allow(names(f.missing)),
  }),
};

/** The Discord server's lines: channels, the ping role, voice and events. */
export const discordLines: Pick<
  CheckLines,
  "no-channels" | "channel" | "ping" | "voice" | "stage-speak" | "voice-display" | "events"
> = {
  "no-channels": () => ({ text: "Nenhum canal de anúncios.", fix: "Escolha um com /setup announce." }),
  channel: {
    none: (f) => ({ text: `<#${f.channelId}>: o bot pode ver, postar, inserir links e anexar arquivos.` }),
    unknown: (f, names) => ({
      text: `<#${f.channelId}>: o bot não vê este canal.`,
      fix: `${allow(names(["View Channel"]))} Ou escolha outro com /setup announce.`,
    }),
    "not-text": (f) => ({
      text: `<#${f.channelId}>: não é um canal de texto.`,
      fix: "Remova-o com /setup unannounce e escolha um canal de texto.",
    }),
    missing: (f, names) => ({
      text: `<#${f.channelId}>: o bot ${lacks(f.missing, names)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  ping: {
    unset: () => ({ text: "Nenhum cargo é mencionado quando um DJ entra ao vivo." }),
    none: (f) => ({ text: `O bot pode mencionar <@&${f.roleId}>.` }),
    unknown: () => ({ text: "O cargo de menção não existe mais.", fix: "Escolha outro com /setup ping." }),
    "not-mentionable": (f) => ({
      text: `O bot não pode mencionar <@&${f.roleId}>.`,
      fix: "Configurações do servidor → Cargos → o cargo: ative “Permitir que qualquer pessoa @mencione este cargo” (ou dê ao bot “Mencionar @everyone, @here e todos os cargos”).",
    }),
  },
  voice: VOICE,
  "stage-speak": {
    speaker: () => ({ text: "No palco, o bot vira orador sozinho." }),
    request: (_f, names) => ({
      text: "No palco, o bot só pode pedir para falar: um moderador do palco precisa aceitar.",
      fix: `Permita ao cargo do bot ${names(["Mute Members"])} no palco (ou aceite o pedido dele toda vez).`,
    }),
    none: (_f, names) => ({
      text: "No palco, o bot não pode nem falar nem pedir para falar.",
      fix: allow(names(["Request to Speak"])),
    }),
  },
  "voice-display": {
    "stage-topic": () => ({
      text: "O bot pode colocar a música como tema do palco.",
    }),
    "channel-status": () => ({
      text: "O bot pode mostrar a música como status do canal.",
    }),
    "stage-topic-missing": (f, names) => ({
      text: `O bot não pode definir o tema do palco: ${lacks(f.missing, names)}.`,
      fix: `Torne o bot moderador do palco: ${allow(names(f.missing))}`,
    }),
    "channel-status-missing": (f, names) => ({
      text: `O bot não pode definir o status do canal: ${lacks(f.missing, names)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  events: {
    allowed: () => ({ text: "O bot pode cuidar dos eventos agendados do servidor." }),
    missing: (f, names) => ({
      text: `O bot não pode cuidar dos eventos agendados: ${lacks(f.missing, names)}.`,
      fix: `Configurações do servidor → Cargos → cargo do bot: permita ${names(f.missing)}.`,
    }),
  },
};
