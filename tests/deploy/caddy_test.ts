/**
 * The shipped `deploy/Caddyfile`, unchanged, run by Debian's caddy in front of a test site started as production
 * runs it behind a proxy (`TRUST_PROXY=1`, an https `SITE_URL`): HTTPS with a certificate of Caddy's CA (`tls
 * internal`, chosen by `TLS_MODE`), plain http redirected, https canonical URLs, one HSTS header (the site's), the
 * client address reaching the rate limits, precompressed files passed through untouched, and request bodies up to
 * the site's upload limit.
 *
 * Client addresses: curl connects from a loopback address of the test's choosing (`--interface 127.0.0.2`; all of
 * 127.0.0.0/8 is the loopback interface on Linux), so Caddy really sees two clients. A client's own
 * `X-Forwarded-For` must not reach the site as its address: Caddy trusts no proxy before it and replaces the header.
 */
import assert from "node:assert/strict";
import { brotliDecompressSync } from "node:zlib";
import sharp from "sharp";
import { MAX_JSON_BODY, MAX_UPLOAD_BODY } from "@/lib/http/body_limits.ts";
import { STRICT_TRANSPORT_SECURITY } from "@/lib/http/security_headers.ts";
import { CONTACT_RULE } from "@/lib/site/limits.ts";
import { CADDY, curl, startCaddy } from "../support/caddy.ts";
import { freePort, PROJECT_ROOT } from "../support/process.ts";
import { apiLogin, startSite } from "../support/site.ts";

/** A PNG of `bytes` bytes or a little less (stored without compression), larger than the editor's minimum. */
async function pngOfAbout(bytes: number): Promise<Uint8Array> {
  const side = Math.floor(Math.sqrt(bytes / 3)) - 8;
  const png = await sharp({ create: { width: side, height: side, channels: 3, background: "#c0392b" } })
    .png({ compressionLevel: 0 }).toBuffer();
  return new Uint8Array(png);
}

/** A multipart upload of `image` whose whole body is `totalBytes` long (a text field pads it). */
async function uploadBody(
  image: Uint8Array,
  totalBytes: number,
): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const build = (padding: number) => {
    const form = new FormData();
    form.set("type", "content");
    form.set("note", "x".repeat(padding));
    form.set("file", new File([image as Uint8Array<ArrayBuffer>], "grande.png", { type: "image/png" }));
    return new Request("http://form.invalid/", { method: "POST", body: form });
  };
  const empty = build(0);
  const overhead = (await empty.clone().arrayBuffer()).byteLength;
  const request = build(totalBytes - overhead);
  const body = new Uint8Array(await request.arrayBuffer());
  assert.equal(body.byteLength, totalBytes, "the multipart body has the intended size");
  return { body, type: request.headers.get("content-type")! };
}

Deno.test("deploy/Caddyfile in front of the site: HTTPS, headers, client addresses, bodies", async (t) => {
  const httpsPort = freePort();
  const origin = `https://localhost:${httpsPort}`;
  const site = await startSite({ siteUrl: origin, env: { TRUST_PROXY: "1" } });
  try {
    const caddy = await startCaddy(new URL(site.url).host, httpsPort);
    try {
      await t.step("HTTPS with a certificate of Caddy's CA; plain http is redirected to https", async () => {
        const home = await caddy.fetch("/");
        assert.equal(home.status, 200);
        const html = await home.text();
        assert.ok(html.includes(`<link rel="canonical" href="${origin}/"`), "canonical URL is https, of SITE_URL");
        const plain = await fetch(`http://localhost:${caddy.httpPort}/recetas?x=1`, { redirect: "manual" });
        await plain.body?.cancel();
        assert.equal(plain.status, 308);
        // Caddy's redirect names no port, which is right on a real site's 443 (here the test's port is left out).
        const location = new URL(plain.headers.get("location")!);
        assert.deepEqual([location.protocol, location.hostname, location.pathname + location.search], [
          "https:",
          "localhost",
          "/recetas?x=1",
        ]);
      });

      await t.step("one Strict-Transport-Security header, the site's", async () => {
        for (const path of ["/", "/robots.txt", "/api/categories"]) {
          const answer = await curl(caddy, path, { from: "127.0.0.1" });
          assert.equal(answer.headers.get("strict-transport-security"), STRICT_TRANSPORT_SECURITY, path);
        }
      });

      await t.step("precompressed and compressed answers pass through with one Content-Encoding", async () => {
        const html = new TextDecoder().decode((await curl(caddy, "/", { from: "127.0.0.1" })).body);
        const stylesheet = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
        assert.ok(stylesheet, "the home page links a stylesheet");
        const proxied = await curl(caddy, stylesheet, { from: "127.0.0.1", headers: { "Accept-Encoding": "br" } });
        assert.equal(proxied.status, 200);
        assert.equal(proxied.headers.get("content-encoding"), "br");
        const identity = await fetch(`${site.url}${stylesheet}`, { headers: { "Accept-Encoding": "identity" } });
        const css = new Uint8Array(await identity.arrayBuffer());
        assert.deepEqual(new Uint8Array(brotliDecompressSync(proxied.body)), css, "decoded once, it is the file");
        const page = await curl(caddy, "/", { from: "127.0.0.1", headers: { "Accept-Encoding": "gzip" } });
        assert.equal(page.headers.get("content-encoding"), "gzip");
      });

      await t.step("rate limits count the address the client connected from, not its X-Forwarded-For", async () => {
        const message = { name: "Ana", email: "ana@example.com", subject: "otro", message: "Hola desde lejos" };
        const send = async (from: string, forwardedFor?: string) =>
          (await curl(caddy, "/api/contact", {
            from,
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Origin: origin,
              ...forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
            },
            body: JSON.stringify(message),
          })).status;
        const statuses: number[] = [];
        for (let i = 0; i <= CONTACT_RULE.limit; i++) statuses.push(await send("127.0.0.1", `198.51.100.${i + 1}`));
        assert.deepEqual(statuses, [...Array(CONTACT_RULE.limit).fill(201), 429], "a made-up first hop is ignored");
        assert.equal(await send("127.0.0.2"), 201, "another client keeps its own allowance");
        const counted: string[] = [];
        for await (const entry of site.kv.list({ prefix: ["rate_limits", "contact_address"] })) {
          counted.push(String(entry.key[2]));
        }
        assert.deepEqual(counted.sort(), ["127.0.0.1", "127.0.0.2"], "the addresses the site counted");
      });

      await t.step("an upload body of the site's whole limit reaches it; a larger one is refused cleanly", async () => {
        const caddyfile = await Deno.readTextFile(`${PROJECT_ROOT}deploy/Caddyfile`);
        assert.equal(MAX_UPLOAD_BODY, 5 * 1024 * 1024, "the Caddyfile's max_size below names this limit");
        assert.match(caddyfile, /^\s*max_size 5MiB$/m);
        assert.match(caddyfile, /int\(\{http\.request\.header\.Content-Length\}\) > 5242880$/m);
        const token = await apiLogin(site);
        const image = await pngOfAbout(4 * 1024 * 1024 - 64 * 1024);
        const upload = async (totalBytes: number) => {
          const { body, type } = await uploadBody(image, totalBytes);
          const response = await caddy.fetch("/api/upload", {
            method: "POST",
            headers: { Authorization: `Bearer ${token}`, "Content-Type": type },
            body: body as Uint8Array<ArrayBuffer>,
          });
          return { status: response.status, text: await response.text(), headers: response.headers };
        };
        const fits = await upload(MAX_UPLOAD_BODY);
        assert.equal(fits.status, 201, fits.text);
        assert.ok(JSON.parse(fits.text).url.startsWith("/media/"), "the site stored the image");
        const over = await upload(MAX_UPLOAD_BODY + 64 * 1024);
        assert.equal(over.status, 413, over.text);
        assert.deepEqual(JSON.parse(over.text), { error: "Request body is too large" }, "the site's words");
        assert.equal(over.headers.get("x-content-type-options"), null, "answered by Caddy, before the site (no 502)");
        const streamed = await curl(caddy, "/api/upload", {
          from: "127.0.0.1",
          method: "POST",
          headers: {
            Authorization: `Bearer ${token}`,
            "Content-Type": "multipart/form-data; boundary=x",
            "Transfer-Encoding": "chunked",
          },
          body: "x".repeat(MAX_UPLOAD_BODY + 64 * 1024),
          mayBeCutOff: true,
        });
        // Caddy answers 413 at its limit and resets the rest of the stream, which may reach curl before the answer.
        assert.ok(
          [413, 0].includes(streamed.status),
          `a body of unknown length stops at Caddy's limit: ${streamed.status}`,
        );
        assert.equal(streamed.body.byteLength, 0, "Caddy's answer, not the site's JSON");
      });

      await t.step("JSON bodies over their 2 MiB limit are refused with 413 through the proxy, never 502", async () => {
        const token = await apiLogin(site);
        const body = JSON.stringify({ title: "Grande", content: "x".repeat(MAX_JSON_BODY + 512 * 1024) });
        const statuses = new Set<number>();
        // The site refuses these before reading them; without reading them to their end first, its closing
        // connection met Caddy's writes and about one in five became a 502 under load.
        for (let i = 0; i < 12; i++) {
          const response = await caddy.fetch("/api/posts", {
            method: "POST",
            headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
            body,
          });
          await response.body?.cancel();
          statuses.add(response.status);
        }
        assert.deepEqual([...statuses], [413]);
      });
    } finally {
      await caddy.stop();
    }
  } finally {
    await site.close();
  }
});

Deno.test("deploy/Caddyfile: formatted as caddy fmt writes it; without SITE_ADDRESS caddy refuses it", async () => {
  const path = `${PROJECT_ROOT}deploy/Caddyfile`;
  const formatted = await new Deno.Command(CADDY, { args: ["fmt", path], stderr: "piped" }).output();
  assert.equal(formatted.code, 0);
  assert.equal(new TextDecoder().decode(formatted.stdout), await Deno.readTextFile(path));
  const dir = await Deno.makeTempDir({ prefix: "recetas-caddy-" });
  try {
    const adapt = (env: Record<string, string>) =>
      new Deno.Command(CADDY, {
        args: ["adapt", "--config", path, "--adapter", "caddyfile"],
        clearEnv: true,
        env: { HOME: dir, XDG_DATA_HOME: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config`, ...env },
      }).output();
    const missing = await adapt({});
    assert.notEqual(missing.code, 0);
    assert.match(new TextDecoder().decode(missing.stderr), /server block without any key/);
    const production = await adapt({ SITE_ADDRESS: "recetas.example" });
    assert.equal(production.code, 0, new TextDecoder().decode(production.stderr));
    const config = JSON.parse(new TextDecoder().decode(production.stdout));
    assert.deepEqual(config.apps.http.servers.srv0.listen, [":443"], "ports 443 and 80 by default");
    assert.equal(config.apps.tls, undefined, "no issuer named: automatic HTTPS with the public CAs");
    assert.deepEqual(config.admin, { listen: "localhost:2019" }, "the admin endpoint systemctl reload caddy uses");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
