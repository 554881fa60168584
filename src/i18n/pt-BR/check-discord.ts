import type { PermissionName } from "../../check/finding.js";
import type { CheckLine, CheckLines, Of, PermissionList } from "../types/check.js";

const allow = (names: string) => `Configurações do canal → Permissões → cargo do bot: permita ${names}.`;
/** "does not have X" or "does not have X, Y", with the noun's number to match. */
const lacks = (missing: readonly PermissionName[], names: PermissionList) =>
  missing.length === 1 ? `não tem a permissão ${names(missing)}` : `não tem as permissões ${names(missing)}`;

const VOICE: Readonly<Record<Of<"voice">["problem"], (f: Of<"voice">, names: PermissionList) => CheckLine>> =
  {
    none: (f) => ({ text: `<#${f.channelId}>: o bot pode se conectar${f.stage ? "" : " e falar"}.` }),
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
  channel(f, names) {
    const at = `<#${f.channelId}>`;
    if (f.problem === "none")
      return { text: `${at}: o bot pode ver, postar, inserir links e anexar arquivos.` };
    if (f.problem === "unknown")
      return {
        text: `${at}: o bot não vê este canal.`,
        fix: `${allow(names(["View Channel"]))} Ou escolha outro com /setup announce.`,
      };
    if (f.problem === "not-text")
      return {
        text: `${at}: não é um canal de texto.`,
        fix: "Remova-o com /setup unannounce e escolha um canal de texto.",
      };
    return { text: `${at}: o bot ${lacks(f.missing, names)}.`, fix: allow(names(f.missing)) };
  },
  ping(f) {
    if (!f.roleId) return { text: "Nenhum cargo é mencionado quando um DJ entra ao vivo." };
    if (f.problem === "none") return { text: `O bot pode mencionar <@&${f.roleId}>.` };
    if (f.problem === "unknown")
      return { text: "O cargo de menção não existe mais.", fix: "Escolha outro com /setup ping." };
    return {
      text: `O bot não pode mencionar <@&${f.roleId}>.`,
      fix: "Configurações do servidor → Cargos → o cargo: ative “Permitir que qualquer pessoa @mencione este cargo” (ou dê ao bot “Mencionar @everyone, @here e todos os cargos”).",
    };
  },
  voice: (f, names) => VOICE[f.problem](f, names),
  "stage-speak"(f, names) {
    if (f.way === "speaker") return { text: "No palco, o bot vira orador sozinho." };
    if (f.way === "request")
      return {
        text: "No palco, o bot só pode pedir para falar: um moderador do palco precisa aceitar.",
        fix: `Permita ao cargo do bot ${names(["Mute Members"])} no palco (ou aceite o pedido dele toda vez).`,
      };
    return {
      text: "No palco, o bot não pode nem falar nem pedir para falar.",
      fix: allow(names(["Request to Speak"])),
    };
  },
  "voice-display"(f, names) {
    if (f.missing.length === 0)
      return {
        text: f.stage
          ? "O bot pode colocar a música como tema do palco."
          : "O bot pode mostrar a música como status do canal.",
      };
    return {
      text: `O bot não pode definir ${f.stage ? "o tema do palco" : "o status do canal"}: ${lacks(f.missing, names)}.`,
      fix: f.stage ? `Torne o bot moderador do palco: ${allow(names(f.missing))}` : allow(names(f.missing)),
    };
  },
  events: (f, names) =>
    f.missing.length === 0
      ? { text: "O bot pode cuidar dos eventos agendados do servidor." }
      : {
          text: `O bot não pode cuidar dos eventos agendados: ${lacks(f.missing, names)}.`,
          fix: `Configurações do servidor → Cargos → cargo do bot: permita ${names(f.missing)}.`,
        },
};
