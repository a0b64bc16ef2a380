/** Loopback servers that answer the way real link targets do, for the link checker tests. */
import { serve, type TestServer } from "../support/server.ts";

/** A target server that counts requests and concurrency. */
export interface TargetServer extends TestServer {
  /** Requests received per path (HEAD and GET alike). */
  hits: Map<string, number>;
  /** Methods received per path, in order. */
  methods: Map<string, string[]>;
  /** Most requests this server handled at the same time. */
  maxConcurrent: number;
  /** User-Agent of the last request. */
  lastUserAgent: string | null;
  /** Host header of the last request. */
  lastHost: string | null;
  /** Arrival times (ms since epoch) per path. */
  times: Map<string, number[]>;
}

/** Shared in-flight counter across several servers (overall concurrency). */
export class InFlight {
  current = 0;
  max = 0;
  enter(): void {
    this.current++;
    this.max = Math.max(this.max, this.current);
  }
  leave(): void {
    this.current--;
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

/**
 * Starts a server with the paths: /ok, /chain/{n} (n redirects then 200), /loop, /many/{n} (endless chain),
 * /missing (404), /gone (410), /head-405 (HEAD refused, GET ok), /rate (429 Retry-After: 1 once, then ok),
 * /always-429, /forbidden (403), /auth (401), /slow (answers after 2 s), /flaky (503 once),
 * /down (500 always), /cf (503 Cloudflare challenge), /no-location (301 without Location), /delay (30 ms then ok),
 * /redirect?to={url} (302 to that URL). With `tls` it serves https.
 */
export function startTargetServer(shared?: InFlight, tls?: { cert: string; key: string }): TargetServer {
  let inFlight = 0;
  const stopping = new AbortController();
  const state: TargetServer = {
    url: "",
    close: () => Promise.resolve(),
    hits: new Map<string, number>(),
    methods: new Map<string, string[]>(),
    times: new Map<string, number[]>(),
    maxConcurrent: 0,
    lastUserAgent: null,
    lastHost: null,
  };
  const server = (tls ? serveTls(tls) : serve)(async (request) => {
    const { pathname } = new URL(request.url);
    const count = (state.hits.get(pathname) ?? 0) + 1;
    state.hits.set(pathname, count);
    state.methods.set(pathname, [...(state.methods.get(pathname) ?? []), request.method]);
    state.times.set(pathname, [...(state.times.get(pathname) ?? []), Date.now()]);
    state.lastUserAgent = request.headers.get("user-agent");
    state.lastHost = request.headers.get("host");
    inFlight++;
    shared?.enter();
    state.maxConcurrent = Math.max(state.maxConcurrent, inFlight);
    try {
      return await answer(pathname, request, count, stopping.signal);
    } finally {
      inFlight--;
      shared?.leave();
    }
  });
  state.url = server.url;
  state.close = () => {
    stopping.abort();
    return server.close();
  };
  return state;
}

/** Like `serve`, over https with `cert` and `key`. */
function serveTls({ cert, key }: { cert: string; key: string }) {
  return (handler: (request: Request) => Response | Promise<Response>): TestServer => {
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, cert, key, onListen() {} }, handler);
    const { port } = server.addr as Deno.NetAddr;
    return { url: `https://127.0.0.1:${port}`, close: () => server.shutdown() };
  };
}

async function answer(pathname: string, request: Request, count: number, stop: AbortSignal): Promise<Response> {
  const redirect = (to: string, status = 301) => new Response(null, { status, headers: { location: to } });
  const chain = /^\/chain\/(\d+)$/.exec(pathname);
  if (chain) return Number(chain[1]) === 0 ? new Response("ok") : redirect(`/chain/${Number(chain[1]) - 1}`);
  const many = /^\/many\/(\d+)$/.exec(pathname);
  if (many) return redirect(`/many/${Number(many[1]) + 1}`, 302);
  if (pathname.startsWith("/delay")) {
    await wait(30, stop);
    return new Response("ok");
  }
  switch (pathname) {
    case "/ok":
      return new Response("ok");
    case "/loop":
      return redirect("/loop", 302);
    case "/missing":
      return new Response("no", { status: 404 });
    case "/gone":
      return new Response("no", { status: 410 });
    case "/head-405":
      return request.method === "HEAD" ? new Response(null, { status: 405 }) : new Response("ok");
    case "/rate":
      return count === 1
        ? new Response("slow down", { status: 429, headers: { "retry-after": "1" } })
        : new Response("ok");
    case "/always-429":
      return new Response("slow down", { status: 429, headers: { "retry-after": "0" } });
    case "/forbidden":
      return new Response("no", { status: 403 });
    case "/auth":
      return new Response("no", { status: 401 });
    case "/slow":
      await wait(2000, stop);
      return new Response("late");
    case "/flaky":
      return count === 1 ? new Response("busy", { status: 503 }) : new Response("ok");
    case "/down":
      return new Response("broken", { status: 500 });
    case "/cf":
      return new Response("challenge", { status: 503, headers: { "cf-mitigated": "challenge", server: "cloudflare" } });
    case "/no-location":
      return new Response(null, { status: 301 });
    case "/redirect":
      return redirect(new URL(request.url).searchParams.get("to") ?? "/", 302);
  }
  return new Response("unknown", { status: 404 });
}

/** A loopback URL on which nothing listens (connection refused). */
export async function closedPortUrl(): Promise<string> {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  await Promise.resolve();
  return `http://127.0.0.1:${port}/x`;
}

/** A raw HTTP server answering every request with `status` (for codes `Response` cannot make, like 999). */
export function startStatusServer(status: number): TestServer & { hits: number } {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  const state = { url: `http://127.0.0.1:${port}`, hits: 0, close: () => Promise.resolve() };
  const reply = new TextEncoder().encode(
    `HTTP/1.1 ${status} Request denied\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
  const handle = async (conn: Deno.Conn) => {
    try {
      const buffer = new Uint8Array(8192);
      let received = "";
      while (!received.includes("\r\n\r\n")) {
        const n = await conn.read(buffer);
        if (n === null) return;
        received += new TextDecoder().decode(buffer.subarray(0, n));
      }
      state.hits++;
      await conn.write(reply);
    } finally {
      conn.close();
    }
  };
  const loop = (async () => {
    try {
      for await (const conn of listener) await handle(conn);
    } catch {
      // listener closed
    }
  })();
  state.close = async () => {
    listener.close();
    await loop;
  };
  return state;
}
