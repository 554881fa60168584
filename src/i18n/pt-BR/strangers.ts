import type { StrangerTexts } from "../types/strangers.js";

/** What the bot says when it holds back a stranger's preview or check. */
export const strangers: StrangerTexts = {
  checkCooldown: (again) =>
    `Espere um pouco: a verificação pode rodar de novo ${again}. Cada verificação lê o painel e contata os streams dele.`,
  busy: "O bot está com pouca memória agora, então não começa novas prévias nem verificações. Todo o resto funciona: tente de novo em alguns minutos.",
  sealingUnset:
    "Este bot não pode guardar chaves de API: o operador dele não definiu SECRET_KEY. Um painel que não precisa de chave ainda pode ser configurado.",
  sealingTooShort: (min) =>
    `Este bot não pode guardar chaves de API: a SECRET_KEY do operador dele tem menos de ${min} caracteres. Um painel que não precisa de chave ainda pode ser configurado.`,
};
