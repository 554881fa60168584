/**
 * What a moderator may type for "each announcement's own colour" in `/setup style color`, in every language the
 * bot speaks (lower case; `default` works everywhere, as the option's description says).
 */
export const DEFAULT_COLOR_WORDS: readonly string[] = [
  // en
  "default",
  "none",
  // ru
  "по умолчанию",
  "нет",
  // uk
  "за замовчуванням",
  "типовий",
  "немає",
  // de
  "standard",
  "keine",
  "keiner",
  // es-ES, es-419
  "predeterminado",
  "por defecto",
  "ninguno",
  // pt-BR
  "padrão",
  "nenhum",
  "nenhuma",
  // pl
  "domyślny",
  "domyślnie",
  "brak",
];
