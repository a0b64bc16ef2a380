/**
 * A GET over a plain TCP connection, for requests `fetch` cannot send: `fetch`
 * always writes the `Host` header from the URL.
 */

/** A response read off the wire. */
export interface RawResponse {
  status: number;
  headers: Headers;
  body: string;
}

/** Sends `GET path` to `baseUrl`'s host and port with the given headers (`Host` included) and reads the answer. */
export function rawGet(baseUrl: string, path: string, headers: Record<string, string>): Promise<RawResponse> {
  return rawRequest(baseUrl, "GET", path, headers);
}

/** Sends `method path` as written (no normalisation of the path) with the given headers, and reads the answer. */
export async function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const conn = await Deno.connect({ hostname: url.hostname, port: Number(url.port) });
  try {
    const lines = [`${method} ${path} HTTP/1.1`, "Connection: close", "Accept-Encoding: identity"];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    await conn.write(new TextEncoder().encode(lines.join("\r\n") + "\r\n\r\n"));
    const bytes = new Uint8Array(await new Response(conn.readable).arrayBuffer());
    const split = bytes.findIndex((_, i) => bytes[i] === 13 && bytes[i + 1] === 10 && bytes[i + 2] === 13);
    const [statusLine, ...headerLines] = new TextDecoder().decode(bytes.subarray(0, split)).split("\r\n");
    const parsed = new Headers(headerLines.map((line) => {
      const at = line.indexOf(":");
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as [string, string];
    }));
    const raw = bytes.subarray(split + 4);
    const body = parsed.get("transfer-encoding") === "chunked" ? unchunk(raw) : raw;
    return { status: Number(statusLine.split(" ")[1]), headers: parsed, body: new TextDecoder().decode(body) };
  } catch (error) {
    try {
      conn.close();
    } catch { /* already closed by the readable stream */ }
    throw error;
  }
}

function unchunk(raw: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let at = 0;
  while (at < raw.length) {
    const end = raw.indexOf(13, at);
    const size = parseInt(new TextDecoder().decode(raw.subarray(at, end)), 16);
    if (!size) break;
    parts.push(raw.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return concatBytes(...parts);
}

/** The byte arrays one after the other in one array. */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
