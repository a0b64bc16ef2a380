/**
 * Hostile bytes never take the site down: the real server (main.ts, as its
 * own process, since a panic while writing a response ends the process) gets
 * a fixed set of known troublemakers and then seeded random byte sequences in
 * paths, queries, cookies, header values and bodies over raw TCP. No answer
 * may be a 5xx, nothing may be logged as a crash, and the server must still
 * serve `/` afterwards.
 */
import assert from "node:assert/strict";
import { seededRandom } from "@/lib/text/seeded_random.ts";
import { concatBytes } from "../support/raw_http.ts";
import { freePort, PROJECT_ROOT as root, serverEnv } from "../support/process.ts";
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from "@/lib/auth/cookies.ts";

const RANDOM_REQUESTS = 400;
const SEED = "recetas-fuzz-1";
const ADMIN_PASSWORD = "fuzzing the site safely";
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/** One HTTP/1.1 request written byte for byte. */
interface RawRequest {
  method: string;
  target: Uint8Array;
  headers: [string, Uint8Array][];
  body?: Uint8Array;
}

function encodeRequest(request: RawRequest, port: number): Uint8Array {
  const parts: Uint8Array[] = [latin1(`${request.method} `), request.target, latin1(" HTTP/1.1\r\n")];
  parts.push(latin1(`Host: 127.0.0.1:${port}\r\nConnection: close\r\n`));
  for (const [name, value] of request.headers) parts.push(latin1(`${name}: `), value, latin1("\r\n"));
  if (request.body) parts.push(latin1(`Content-Length: ${request.body.length}\r\n`));
  parts.push(latin1("\r\n"));
  if (request.body) parts.push(request.body);
  return concatBytes(...parts);
}

/** The response status, or null when the connection closed without one. */
async function send(port: number, request: RawRequest): Promise<number | null> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  const timer = setTimeout(() => conn.close(), 15_000);
  try {
    const bytes = encodeRequest(request, port);
    for (let written = 0; written < bytes.length;) written += await conn.write(bytes.subarray(written));
    let head = "";
    const buffer = new Uint8Array(4096);
    while (!head.includes("\r\n")) {
      const n = await conn.read(buffer);
      if (n === null) break;
      head += new TextDecoder("latin1").decode(buffer.subarray(0, n));
    }
    const status = head.match(/^HTTP\/1\.[01] (\d{3})/)?.[1];
    return status ? Number(status) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    try {
      conn.close();
    } catch {
      // Closed by the timeout or the server.
    }
  }
}

function describe(request: RawRequest): string {
  const show = (bytes: Uint8Array) => JSON.stringify(new TextDecoder("latin1").decode(bytes.subarray(0, 120)));
  const headers = request.headers.map(([name, value]) => `${name}: ${show(value)}`).join(", ");
  return `${request.method} ${show(request.target)} [${headers}]${request.body ? ` body ${show(request.body)}` : ""}`;
}

/** Random request parts; `bearer` signs some requests in, so sign-in's redirect is reached too. */
function requestGenerator(random: () => number, bearer: string) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const int = (max: number) => Math.floor(random() * max);
  const bytes = (length: number, from = 0, to = 255) => Uint8Array.from({ length }, () => from + int(to - from + 1));
  const escaped = (length: number) =>
    latin1(Array.from(bytes(length), (b) => `%${b.toString(16).padStart(2, "0")}`).join(""));
  /** Bytes that keep an HTTP line a line: no CR or LF. */
  const lineBytes = (length: number) => bytes(length).map((b) => (b === 13 || b === 10 ? 0x2e : b));
  const segment = (): Uint8Array => {
    switch (int(6)) {
      case 0:
        return escaped(1 + int(6));
      case 1:
        return bytes(1 + int(8), 0x21, 0xff);
      case 2:
        return latin1("a".repeat(1500 + int(2500)));
      case 3:
        return concatBytes(
          latin1(pick(["%5C", "%09", "%2F%2F", "%00", "%7f", "%1b", "%0b", "%E2%80%A8"])),
          latin1("evil.example"),
        );
      case 4:
        return latin1(encodeURIComponent(pick(["ñame", "café con leche", "../..", "\\\\host", "<script>"])));
      default:
        return lineBytes(1 + int(12)).filter((b) => b !== 0x20);
    }
  };
  const prefixes = [
    "/",
    "/api/posts/",
    "/api/posts/slug/",
    "/categoria/",
    "/receta/",
    "/media/",
    "/admin/",
    "/admin/login?next=/admin",
    "/admin/login?next=",
    "/search?q=",
    "/api/posts?category_id=",
    "/api/posts?search=",
    "/rss.xml?",
    "/contacto?",
  ];
  return (): RawRequest => {
    const target = concatBytes(latin1(pick(prefixes)), segment(), latin1(random() < 0.5 ? "/" : ""));
    const headers: [string, Uint8Array][] = [];
    if (random() < 0.5) headers.push(["Authorization", latin1(`Bearer ${bearer}`)]);
    if (random() < 0.3) {
      const name = pick([SESSION_COOKIE, SIGNED_IN_COOKIE, "voter", "x"]);
      headers.push(["Cookie", concatBytes(latin1(`${name}=`), lineBytes(1 + int(40)))]);
    }
    if (random() < 0.3) {
      headers.push([pick(["X-Forwarded-For", "If-None-Match", "Accept-Encoding", "Origin"]), lineBytes(1 + int(40))]);
    }
    if (random() < 0.25) {
      const contentType = pick([
        "multipart/form-data",
        "multipart/form-data; boundary=x",
        "application/x-www-form-urlencoded",
        "application/json",
      ]);
      headers.push(["Content-Type", latin1(contentType)], ["Origin", latin1("http://127.0.0.1")]);
      const path = pick(["/api/contact", "/api/redirects/check", "/api/auth/login", "/api/posts/x/rating"]);
      return { method: "POST", target: latin1(path), headers, body: bytes(int(300)) };
    }
    return { method: pick(["GET", "GET", "GET", "HEAD"]), target, headers };
  };
}

Deno.test("fuzz: hostile bytes in paths, queries, cookies, headers and bodies never give a 5xx or a crash", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-fuzz-" });
  const port = freePort();
  const server = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "main.ts"],
    cwd: root,
    env: serverEnv(dir, port, { SEED_DEMO: "0", ADMIN_PASSWORD }),
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let exited = false;
  const ended = server.status.then((status) => (exited = true, status));
  let log = "";
  const drain = async (stream: ReadableStream<Uint8Array<ArrayBuffer>>) => {
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) log += chunk;
  };
  const draining = Promise.all([drain(server.stdout), drain(server.stderr)]).catch(() => {});
  try {
    const deadline = Date.now() + 30_000;
    while (!log.includes("listening on")) {
      assert.ok(!exited && Date.now() < deadline, `server did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@recetascubanas.local", password: ADMIN_PASSWORD }),
    });
    const { token } = await login.json();
    assert.ok(token, "signed in");
    const bearer: [string, Uint8Array] = ["Authorization", latin1(`Bearer ${token}`)];

    const known: RawRequest[] = [
      ...["/%01/", "/%1f/", "/%7f/", "/%00/", "/%0b/x/", "/%5Cevil.example/", "/%09/evil.example/"].map((path) => ({
        method: "GET",
        target: latin1(path),
        headers: [],
      })),
      { method: "GET", target: latin1("/admin/login?next=/admin?%01"), headers: [bearer] },
      { method: "GET", target: latin1("/admin/login?next=/admin/%7f"), headers: [bearer] },
    ];
    const next = requestGenerator(seededRandom(SEED), token);
    const requests = [...known, ...Array.from({ length: RANDOM_REQUESTS }, next)];
    for (const [index, request] of requests.entries()) {
      const status = await send(port, request);
      assert.ok(status === null || status < 500, `#${index} answered ${status}: ${describe(request)}\n${log}`);
      assert.ok(!exited, `#${index} ended the server: ${describe(request)}\n${log}`);
    }

    const home = await fetch(`http://127.0.0.1:${port}/`);
    await home.body?.cancel();
    assert.equal(home.status, 200, "the site still answers");
    assert.ok(!exited, "the server is still running");
    assert.doesNotMatch(log, /panicked|Internal server error|^\s+at /m, "no crash or stack trace in the log");
  } finally {
    if (!exited) server.kill("SIGTERM");
    await ended;
    await draining;
    await Deno.remove(dir, { recursive: true });
  }
});
