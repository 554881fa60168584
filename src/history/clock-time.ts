/** A time of day on a 24-hour clock. */
export interface ClockTime {
  /** 0–23. */
  readonly hour: number;
  /** 0–59. */
  readonly minute: number;
}

/**
 * `21:40`, `21.40`, `21h40`, `21h`, `9pm`, `9:15 pm`, `9 p.m.`, `8am`: lower case. Digits alone (`21`) are no time.
 */
const CLOCK = /^(\d{1,2})(?:[:.h](\d{2})|(h))?(?: ?([ap])\.? ?m\.?)?$/u;

/** The time of day `text` (already lower case and trimmed) writes, or undefined: `25:00`, `9:75`, `13pm` are none. */
export function readClockTime(text: string): ClockTime | undefined {
  const match = CLOCK.exec(text);
  if (!match) return undefined;
  const [, hourText = "", minuteText, bareH, meridiem] = match;
  if (minuteText === undefined && bareH === undefined && meridiem === undefined) return undefined;
  if (bareH !== undefined && meridiem !== undefined) return undefined;
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  const written = Number(hourText);
  if (minute > 59) return undefined;
  if (meridiem === undefined) return written <= 23 ? { hour: written, minute } : undefined;
  // 12am is midnight and 12pm noon: the twelve comes first on a 12-hour clock.
  if (written < 1 || written > 12) return undefined;
  return { hour: (written % 12) + (meridiem === "p" ? 12 : 0), minute };
}
