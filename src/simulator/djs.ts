/** A DJ of the simulated station as its panel lists it. */
export interface SimDj {
  readonly id: number;
  readonly name: string;
  readonly cat: string;
  readonly priority: number;
  readonly port: number | null;
}

/** The automatic player and the two live DJs (ids as the weekly grid's `dj` refers to them). */
export const DJS: readonly SimDj[] = [
  { id: 1, name: "AutoDJ", cat: "auto", priority: 0, port: null },
  { id: 2, name: "DJ Nova", cat: "real", priority: 1, port: 8010 },
  { id: 3, name: "Маша Эфир", cat: "ws", priority: 2, port: 8011 },
];

/** The name of the DJ with this id, or the automatic player's for an unknown one. */
export function djName(id: number | null): string {
  return DJS.find((dj) => dj.id === id)?.name ?? "AutoDJ";
}
