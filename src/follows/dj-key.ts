/**
 * A DJ's name folded for matching a follow to the name the panel shows: lower case, trimmed, each run of white
 * space one space. "DJ  Nova " and "dj nova" are the same DJ; the name as the panel writes it is kept beside it.
 */
export function djKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}
