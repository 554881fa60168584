/** The panel answered with a redirect; the guarded fetch does not follow redirects, so a redirect is an error. */
export class RedirectRefusedError extends Error {
  /** The status of the redirect answer (301, 302, 303, 307 or 308). */
  readonly status: number;
  /** Where the redirect pointed: its origin only, and only when it is an http(s) address; else null. */
  readonly target: string | null;

  constructor(status: number, location: string | null) {
    const target = originOf(location);
    super(
      `The panel answered with a redirect (HTTP ${status})${target ? ` to ${target}` : ""}, and this bot does not follow redirects. Use the address the panel is really at.`,
    );
    this.name = "RedirectRefusedError";
    this.status = status;
    this.target = target;
  }
}

/** The answer was larger than the guarded fetch accepts; reading stopped there and the connection was closed. */
export class ResponseTooLargeError extends Error {
  readonly limitBytes: number;

  constructor(limitBytes: number) {
    super(`The panel's answer was larger than ${formatBytes(limitBytes)}, so the bot stopped reading it.`);
    this.name = "ResponseTooLargeError";
    this.limitBytes = limitBytes;
  }
}

function originOf(location: string | null): string | null {
  if (!location || location.length > 2048 || !URL.canParse(location)) return null;
  const url = new URL(location);
  return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
}

function formatBytes(bytes: number): string {
  return bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MB` : `${bytes} bytes`;
}
