/**
 * Debian's `caddy` running the shipped `deploy/Caddyfile` on loopback for a test: its certificate from Caddy's own CA
 * (`TLS_MODE=internal`), its storage and CA in a temp folder (never the machine's), the admin endpoint off, HTTP and
 * HTTPS on free ports. And `curl`, the client that can choose the address it connects from (`--interface`).
 */
import { freePort, PROJECT_ROOT, stopProcessTree } from "./process.ts";

/** The Caddy binary the tests run (`npm test` installs Debian's package when it is missing). */
export const CADDY = "/usr/bin/caddy";

/** A running Caddy in front of a test site. */
export interface RunningCaddy {
  /** `https://localhost:<port>`: the site's public origin through Caddy. */
  origin: string;
  httpsPort: number;
  httpPort: number;
  /** Path of the root certificate of Caddy's CA (PEM), which signed the site's certificate. */
  rootCertFile: string;
  /** `fetch` of `path` under {@link origin}, trusting {@link rootCertFile}. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** What Caddy wrote to stderr so far (its log). */
  log(): string;
  stop(): Promise<void>;
}

/** Collects a stream's text as it arrives. */
function collect(stream: ReadableStream<Uint8Array<ArrayBuffer>>): () => string {
  let text = "";
  (async () => {
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) text += chunk;
  })().catch(() => {});
  return () => text;
}

/**
 * Runs `caddy run` with the shipped Caddyfile, unchanged, serving `https://localhost:<httpsPort>` and proxying to
 * `upstream` (`host:port`), and waits until it answers over HTTPS with a certificate of its CA (at most
 * `readyWithinMs`).
 */
export async function startCaddy(
  upstream: string,
  httpsPort = freePort(),
  readyWithinMs = 30_000,
): Promise<RunningCaddy> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-caddy-" });
  const httpPort = freePort();
  const origin = `https://localhost:${httpsPort}`;
  const process = new Deno.Command(CADDY, {
    args: ["run", "--config", `${PROJECT_ROOT}deploy/Caddyfile`, "--adapter", "caddyfile"],
    cwd: dir,
    clearEnv: true,
    env: {
      PATH: Deno.env.get("PATH") ?? "/usr/bin:/bin",
      HOME: dir,
      XDG_DATA_HOME: `${dir}/data`,
      XDG_CONFIG_HOME: `${dir}/config`,
      SITE_ADDRESS: `localhost:${httpsPort}`,
      UPSTREAM: upstream,
      TLS_MODE: "internal",
      CADDY_ADMIN: "off",
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
    },
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const log = collect(process.stderr);
  const rootCertFile = `${dir}/data/caddy/pki/authorities/local/root.crt`;
  let client: Deno.HttpClient | null = null;
  const stop = async () => {
    client?.close();
    await stopProcessTree(process);
    await Deno.remove(dir, { recursive: true });
  };
  try {
    const deadline = Date.now() + readyWithinMs;
    let exited = false;
    process.status.then(() => exited = true);
    while (!client) {
      if (exited) throw new Error(`caddy exited:\n${log()}`);
      if (Date.now() > deadline) throw new Error(`caddy did not answer over HTTPS in time:\n${log()}`);
      client = await trustingClient(rootCertFile, origin);
      if (!client) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const trusted = client;
    return {
      origin,
      httpsPort,
      httpPort,
      rootCertFile,
      fetch: (path, init) => fetchWith(trusted, origin + path, init),
      log,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `fetch` through `client` (Deno's extension of `RequestInit`, which the DOM types the project uses lack). */
function fetchWith(client: Deno.HttpClient, url: string, init: RequestInit = {}): Promise<Response> {
  const withClient: RequestInit = Object.assign({}, init, { client });
  return fetch(url, withClient);
}

/** A client trusting the CA at `rootCertFile` once `origin` answers with a certificate it signed; null before. */
async function trustingClient(rootCertFile: string, origin: string): Promise<Deno.HttpClient | null> {
  let pem: string;
  try {
    pem = await Deno.readTextFile(rootCertFile);
  } catch {
    return null;
  }
  const client = Deno.createHttpClient({ caCerts: [pem] });
  try {
    const response = await fetchWith(client, `${origin}/robots.txt`);
    await response.body?.cancel();
    return client;
  } catch {
    client.close();
    return null;
  }
}

/** What {@link curl} read: status, headers (lower-case names, repeated ones joined by `, `) and body bytes. */
export interface CurlAnswer {
  /** The status; 0 when the server cut the request off before its answer could be read (with `mayBeCutOff`). */
  status: number;
  headers: Map<string, string>;
  body: Uint8Array;
}

/**
 * One HTTPS request to `caddy` with curl, connecting from the loopback address `from` (e.g. `127.0.0.2`), so the
 * proxy sees a client address of the test's choosing. `headers` are sent as they are (no `Accept-Encoding` unless
 * given; the body is not decoded). `mayBeCutOff`: a request the server may stop reading (a body past a limit) may
 * end without an answer instead of failing.
 */
export async function curl(
  caddy: RunningCaddy,
  path: string,
  options: { from: string; method?: string; headers?: Record<string, string>; body?: string; mayBeCutOff?: boolean },
): Promise<CurlAnswer> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-curl-" });
  try {
    const args = [
      "--silent",
      "--show-error",
      "--cacert",
      caddy.rootCertFile,
      "--interface",
      options.from,
      "--resolve",
      `localhost:${caddy.httpsPort}:127.0.0.1`,
      "--request",
      options.method ?? "GET",
      "--dump-header",
      `${dir}/headers`,
      "--output",
      `${dir}/body`,
    ];
    for (const [name, value] of Object.entries(options.headers ?? {})) args.push("--header", `${name}: ${value}`);
    if (options.body !== undefined) args.push("--data-binary", "@-");
    const child = new Deno.Command("curl", {
      args: [...args, `${caddy.origin}${path}`],
      stdin: "piped",
      stdout: "null",
      stderr: "piped",
    }).spawn();
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(options.body ?? ""));
    await writer.close();
    const [{ code }, stderr] = await Promise.all([child.status, new Response(child.stderr).text()]);
    // 55, 56, 92: sending failed, receiving failed, the HTTP/2 stream was reset.
    if (options.mayBeCutOff && [55, 56, 92].includes(code)) {
      return { status: 0, headers: new Map(), body: new Uint8Array() };
    }
    if (code !== 0) throw new Error(`curl ${path} failed (${code}): ${stderr}`);
    const lines = (await Deno.readTextFile(`${dir}/headers`)).split("\r\n");
    const headers = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(":");
      if (colon < 1) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
    }
    return { status: Number(lines[0].split(" ")[1]), headers, body: await Deno.readFile(`${dir}/body`) };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
