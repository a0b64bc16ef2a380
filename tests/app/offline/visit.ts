/**
 * Runs inside a network namespace with nothing but loopback (see `offline_start_test.ts`): starts the site in
 * `Deno.args[0]` with the server command of its start task, as `npm start` does after its build (`DENO_DIR` from
 * the environment), with single sign-on
 * configured against stand-ins on 127.0.0.1, visits one page or endpoint of every kind and then every route
 * pattern (so every lazily loaded route module loads), and prints what it saw as JSON. Imports nothing outside the
 * project's own dependency-free modules and runs with `--no-config`, so it needs no package of its own.
 */
import { buildRouteTable } from "../../../lib/fresh/routes.ts";
import { listFiles } from "../../../lib/fresh/utils.ts";

/** One answer the site gave. */
export interface Visit {
  what: string;
  path: string;
  status: number;
  location?: string;
}

const siteDir = Deno.args[0];
const ADMIN = { email: "offline@example.test", password: "offline start password" };

let issuer = "";
const oidc: Deno.HttpServer<Deno.NetAddr> = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (request) => {
  if (new URL(request.url).pathname !== "/.well-known/openid-configuration") return new Response(null, { status: 404 });
  return Response.json({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ["code"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
  });
});
issuer = `http://127.0.0.1:${oidc.addr.port}`;
const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
const port = (listener.addr as Deno.NetAddr).port;
listener.close();
const site = `http://127.0.0.1:${port}`;
const dataDir = await Deno.makeTempDir({ prefix: "recetas-offline-" });
// The start task runs `deno task build --if-stale && deno run … scripts/supervise.ts <server arguments>`.
const startTask: string = JSON.parse(await Deno.readTextFile(`${siteDir}/deno.json`)).tasks.start;
const serverArgs = startTask.split(/\s+/).slice(startTask.split(/\s+/).indexOf("scripts/supervise.ts") + 1);
const server = new Deno.Command(Deno.execPath(), {
  args: serverArgs,
  cwd: siteDir,
  env: {
    NO_COLOR: "1",
    NODE_ENV: "production",
    PORT: String(port),
    KV_PATH: `${dataDir}/store.kv`,
    MEDIA_DIR: `${dataDir}/media`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    OIDC_ISSUER: `http://127.0.0.1:${oidc.addr.port}`,
    OIDC_CLIENT_ID: "offline-client",
    OIDC_CLIENT_SECRET: "offline-secret",
    GITHUB_CLIENT_ID: "offline-github",
    GITHUB_CLIENT_SECRET: "offline-github-secret",
    GITHUB_BASE_URL: `http://127.0.0.1:${oidc.addr.port}/github`,
    GITHUB_API_URL: `http://127.0.0.1:${oidc.addr.port}/github/api`,
  },
  stdout: "piped",
  stderr: "piped",
}).spawn();
let log = "";
const collect = async (stream: ReadableStream<Uint8Array<ArrayBuffer>>) => {
  for await (const text of stream.pipeThrough(new TextDecoderStream())) log += text;
};
const streams = Promise.all([collect(server.stdout), collect(server.stderr)]);
const visits: Visit[] = [];
let error: string | null = null;
try {
  const deadline = Date.now() + 180_000;
  while (!log.includes("listening on")) {
    if (Date.now() > deadline) throw new Error("the site did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const visit = async (what: string, path: string, init: RequestInit = {}) => {
    const res = await fetch(`${site}${path}`, { redirect: "manual", ...init });
    const body = await res.text();
    visits.push({ what, path, status: res.status, location: res.headers.get("location") ?? undefined });
    return body;
  };
  const home = await visit("home page", "/");
  await visit("start script", home.match(/<script type="module" src="([^"]+)"/)![1]);
  await visit("island chunk", home.match(/<link rel="modulepreload" href="([^"]+)"/)![1]);
  await visit("stylesheet", home.match(/<link rel="stylesheet" href="([^"]+)"/)![1]);
  await visit("static file", "/favicon.svg");
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll("&amp;", "&")));
  // The sitemap is an index of pages (`/sitemap.xml?pagina=N`); its first page lists posts and categories.
  const [firstPage] = locs(await visit("sitemap", "/sitemap.xml"));
  const pageXml = await visit("sitemap page", firstPage.pathname + firstPage.search);
  for (const loc of locs(pageXml).map((url) => url.pathname).slice(0, 12)) {
    await visit("public page", loc);
  }
  await visit("feed", "/rss.xml");
  await visit("search", "/search?q=arroz");
  await visit("public not found", "/no-existe-esta-pagina");
  await visit("admin sign-in page", "/admin/login");
  await visit("OpenID Connect start", "/api/auth/oidc/start");
  await visit("GitHub start", "/api/auth/github/start");
  const token = JSON.parse(
    await visit("password sign-in", "/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ADMIN),
    }),
  ).token as string;
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const { routes } = buildRouteTable(await listFiles(`${siteDir}/routes`));
  for (const route of routes) {
    await visit("route", route.pattern.replace(/:[a-z]+(\{[^}]*\})?/gi, "x"), auth);
  }
} catch (caught) {
  error = caught instanceof Error ? caught.stack ?? caught.message : String(caught);
} finally {
  server.kill("SIGTERM");
  await server.status;
  await streams;
  await oidc.shutdown();
  await Deno.remove(dataDir, { recursive: true });
}
console.log(JSON.stringify({ visits, log, error }));
