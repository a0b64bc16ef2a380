/**
 * The hostile probe: a real server (`main.ts` as its own process on 127.0.0.1, the demo content) gets, on every route
 * × method of the route table, hostile path parameters, query strings, bodies, content types, methods and headers
 * (`probe_inputs.ts`) as a visitor, an editor and an admin, then framing-breaking header lines over raw TCP. Findings:
 * a 5xx other than the intended 503 (busy, AI not configured) and 507 (full disk); an answer header carrying request
 * text unencoded; a 4xx without a clear message (an `{ "error": "…" }` JSON body under /api, the Spanish page
 * elsewhere); a server that stops answering. Prints the request count and each kind of finding with examples; exits
 * 1 when there is one.
 *
 * Run: deno run --allow-all bench/probe.ts [--concurrency=4]
 */
import { brotliDecompressSync } from "node:zlib";
import { countOption } from "./options.ts";
import { startSiteProcess } from "./site_process.ts";
import { hostileRequests, type ProbeRequest, RAW_HEADERS } from "./probe_inputs.ts";
import { everyRouteCall, samplePath } from "@/tests/support/route_calls.ts";
import { rawRequest } from "@/tests/support/raw_http.ts";

const ADMIN = { email: "admin@recetascubanas.local", password: "bench password 12345" };
const EDITOR = {
  name: "Editora",
  email: "editora@example.test",
  password: "una clave de editora larga",
  role: "editor",
};
/** 5xx answers that mean what they say: busy (miss limiter, store), AI not configured, full disk. */
const INTENDED_5XX = new Set([503, 507]);
/** Request text in a header: the marker followed by a character that should have been encoded. */
const REFLECTED = /PRB[<"'\u00f1\u202e]/;

const concurrency = countOption("concurrency", 4);
const dir = await Deno.makeTempDir({ prefix: "recetas-probe-" });
const site = await startSiteProcess(`${dir}/store.kv`);
const findings = new Map<string, string[]>();
let requests = 0;

function finding(kind: string, example: string): void {
  const examples = findings.get(kind) ?? [];
  examples.push(example);
  findings.set(kind, examples);
}

async function signIn(credentials: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${site.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).token;
}

/** The findings of one answer (`body` read as text). */
function check(request: ProbeRequest, who: string, answer: { status: number; headers: Headers }, body: string): void {
  const what = `${request.method} ${request.path.slice(0, 80)} as ${who} (${request.label})`;
  const status = answer.status;
  if (status >= 500 && !INTENDED_5XX.has(status)) finding(`${status} answer`, `${what}: ${body.slice(0, 120)}`);
  for (const [name, value] of answer.headers) {
    if (REFLECTED.test(value)) finding(`request text unencoded in ${name}`, `${what}: ${value.slice(0, 120)}`);
  }
  if (status < 400 || status >= 500) return;
  const type = answer.headers.get("content-type") ?? "";
  const api = request.path.startsWith("/api/");
  if (request.method === "HEAD") return;
  if (api || type.includes("json")) {
    let message: unknown;
    try {
      message = JSON.parse(body).error;
    } catch {
      message = undefined;
    }
    if (typeof message !== "string" || !message.trim()) {
      finding(`${status} without a JSON error message`, `${what}: ${type} ${body.slice(0, 80)}`);
    }
  } else if (!type.startsWith("text/html") || !/<h1[^>]*>[^<]+/.test(body)) {
    finding(`${status} without an error page`, `${what}: ${type} ${body.slice(0, 80)}`);
  } else if (!request.path.startsWith("/admin") && !/<html lang="es"/.test(body)) {
    // The admin is in English (`routes/_app.tsx`); the public site in Spanish.
    finding(`${status} without the Spanish page`, `${what}: ${body.slice(0, 80)}`);
  }
}

/** Longest URL `fetch` sends; longer ones go over raw TCP (without a body). */
const FETCH_URL_LIMIT = 60_000;

/**
 * The answer's body as text, uncompressed: `fetch` uncompresses what it asked for, but leaves the body as sent when
 * the request named the encodings itself (`named`).
 */
async function bodyText(answer: Response, named: boolean, what: string): Promise<string> {
  const encoding = answer.headers.get("content-encoding");
  if (!named || !answer.body || !encoding) return await answer.text();
  const bytes = new Uint8Array(await answer.arrayBuffer());
  try {
    if (encoding === "br") return new TextDecoder().decode(brotliDecompressSync(bytes));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream(encoding as CompressionFormat));
    return await new Response(stream).text();
  } catch (error) {
    finding(
      `body not in its Content-Encoding`,
      `${what}: ${encoding}, ${error}: ${JSON.stringify(bytes.slice(0, 12))}`,
    );
    return "";
  }
}

async function send(request: ProbeRequest, who: string, token?: string): Promise<void> {
  requests++;
  const headers = new Headers(request.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (site.url.length + request.path.length > FETCH_URL_LIMIT) {
    const raw = { ...Object.fromEntries(headers), Host: new URL(site.url).host };
    try {
      const answer = await rawRequest(site.url, request.method, request.path, raw);
      check(request, who, answer, answer.body);
    } catch {
      if (!(await alive())) finding("server stopped answering", `${request.method} ${request.path.slice(0, 80)}`);
    }
    return;
  }
  let answer: Response;
  try {
    answer = await fetch(`${site.url}${request.path}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: "manual",
    });
  } catch (error) {
    if (!(await alive())) finding("server stopped answering", `${request.method} ${request.path.slice(0, 80)}`);
    else finding("no answer", `${request.method} ${request.path.slice(0, 80)} (${request.label}): ${error}`);
    return;
  }
  check(
    request,
    who,
    answer,
    await bodyText(
      answer,
      headers.has("Accept-Encoding"),
      `${request.method} ${request.path.slice(0, 80)} (${request.label})`,
    ),
  );
}

async function alive(): Promise<boolean> {
  try {
    const answer = await fetch(`${site.url}/healthz`);
    await answer.body?.cancel();
    return answer.ok;
  } catch {
    return false;
  }
}

/** Runs `tasks` `concurrency` at a time. */
async function pool(tasks: (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

try {
  const admin = await signIn(ADMIN);
  const created = await fetch(`${site.url}/api/admin/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${admin}` },
    body: JSON.stringify(EDITOR),
  });
  if (created.status !== 201) throw new Error(`the editor was not created: ${await created.text()}`);
  const editor = await signIn({ email: EDITOR.email, password: (await created.json()).password });
  const callers: [string, string | undefined][] = [["visitor", undefined], ["editor", editor], ["admin", admin]];

  // Signing out and deleting come last, so the tokens and the demo content serve the other calls.
  const calls = (await everyRouteCall()).filter((call) => call.pattern !== "/api/auth/logout");
  calls.sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
  const seen = new Set<string>();
  const tasks: (() => Promise<void>)[] = [];
  for (const call of calls) {
    const first = !seen.has(call.pattern);
    seen.add(call.pattern);
    for (const request of hostileRequests(call.pattern, call.method, samplePath(call.pattern), first)) {
      for (const [who, token] of callers) tasks.push(() => send(request, who, token));
    }
  }
  const started = performance.now();
  await pool(tasks);

  for (const [label, name, value] of RAW_HEADERS) {
    for (const path of ["/", "/api/posts", "/admin/login?next=/admin"]) {
      requests++;
      const host: Record<string, string> = name === "Host" ? {} : { Host: new URL(site.url).host };
      try {
        const answer = await rawRequest(site.url, "GET", path, { ...host, [name]: value });
        if (answer.status >= 500 && !INTENDED_5XX.has(answer.status)) {
          finding(`${answer.status} answer`, `raw GET ${path} (${label})`);
        }
        for (const [header, text] of answer.headers) {
          if (REFLECTED.test(text) || /set-cookie/i.test(header) && /evil|PRB|Set-Cookie/.test(text)) {
            finding(`request text unencoded in ${header}`, `raw GET ${path} (${label}): ${text.slice(0, 120)}`);
          }
        }
      } catch {
        // The server closed the connection without an answer: a refusal, as long as it still serves.
      }
    }
  }
  if (!(await alive())) finding("server stopped answering", "after the probe");
  const home = await fetch(`${site.url}/`);
  await home.body?.cancel();
  if (home.status !== 200) finding("home page down after the probe", String(home.status));

  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`probe: ${requests} requests (${calls.length} route × method calls, 3 callers) in ${seconds} s`);
  if (!findings.size) console.log("no findings");
  for (const [kind, examples] of findings) {
    console.log(`- ${kind}: ${examples.length}`);
    for (const example of examples.slice(0, 5)) console.log(`    ${example}`);
  }
} finally {
  await site.stop();
  await Deno.remove(dir, { recursive: true });
}
if (findings.size) Deno.exit(1);
