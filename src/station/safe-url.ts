/** Returns the URL when it is an absolute `http:` or `https:` address, else `null` (`javascript:`, relative, junk). */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
}
