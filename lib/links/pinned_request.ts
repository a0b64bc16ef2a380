/**
 * One HTTP(S) request sent to an address chosen beforehand, whatever the
 * name in the URL resolves to by the time the connection opens.
 *
 * `fetch` resolves the URL's host again when it connects, so a name checked
 * a moment earlier may point elsewhere by then (DNS rebinding), and
 * `Deno.createHttpClient` has no resolver hook: its `tcp` transport speaks
 * plain HTTP even for https URLs. `node:http` and `node:https` take a
 * `lookup` function instead, used for the connection only: answering it
 * with the checked address pins the socket there while the URL, the Host
 * header, TLS SNI and certificate checks keep the name. An IP literal in
 * the URL is connected to as written.
 */
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import tls from "node:tls";
import type { ResponseHead } from "./judge_response.ts";

/** A request pinned to `address`. */
export interface PinnedRequestInit {
  method: "HEAD" | "GET";
  headers: Record<string, string>;
  /** Aborts the request (time limit). */
  signal: AbortSignal;
  /** The IP address the connection goes to. */
  address: string;
  /** Root certificates (PEM) trusted for https besides the usual ones. */
  caCerts?: string[];
}

/** Sends one request to `init.address` and answers its status and headers; the body is not read. */
export async function requestPinned(url: URL, init: PinnedRequestInit): Promise<ResponseHead> {
  const response = await openPinned(url, init);
  response.destroy();
  return { status: response.statusCode ?? 0, headers: headersOf(response.rawHeaders) };
}

/**
 * Sends one request to `init.address` and answers the response with its body unread (an async iterable of
 * chunks); the caller reads it or calls `destroy()`.
 */
export function openPinned(url: URL, init: PinnedRequestInit): Promise<IncomingMessage> {
  const { method, headers, signal, address, caCerts } = init;
  const family = address.includes(":") ? 6 : 4;
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const secure = url.protocol === "https:";
  const ca = secure && caCerts?.length ? [...tls.rootCertificates, ...caCerts] : undefined;
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      { method, headers, signal, lookup, agent: false, ...(ca ? { ca } : {}) },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

function headersOf(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i], raw[i + 1]);
    } catch {
      // a header value Headers refuses is not one the checker reads
    }
  }
  return headers;
}
