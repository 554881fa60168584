/** A file a message was sent with, as Discord receives it in a multipart body. */
export interface UploadedFile {
  readonly field: string;
  readonly filename: string;
  readonly contentType: string;
  readonly data: Buffer;
}

/**
 * Reads a `multipart/form-data` body the way Discord does for messages with files: the JSON in `payload_json`,
 * and each `files[n]` part as bytes. Returns null when the body is not multipart.
 */
export function parseMultipart(
  contentType: string | undefined,
  body: Buffer,
): { payload: unknown; files: UploadedFile[] } | null {
  const boundary = /^multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? "");
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return null;
  const delimiter = Buffer.from(`--${marker}`);
  let payload: unknown = undefined;
  const files: UploadedFile[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part: CRLF, headers, blank line, content, CRLF before the next delimiter.
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf("\r\n\r\n");
    const headers = part.subarray(0, split).toString("utf8");
    const content = part.subarray(split + 4);
    const name = /name="([^"]+)"/.exec(headers)?.[1] ?? "";
    const filename = /filename="([^"]*)"/.exec(headers)?.[1];
    if (name === "payload_json") payload = JSON.parse(content.toString("utf8")) as unknown;
    else if (filename !== undefined) {
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? "application/octet-stream";
      files.push({ field: name, filename, contentType: type, data: Buffer.from(content) });
    }
    start = next;
  }
  return { payload, files };
}
