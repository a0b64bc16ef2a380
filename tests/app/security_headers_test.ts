/**
 * Every answer carries the security headers (pages, API, built assets and
 * static files), HSTS only over https, and private answers are no-store.
 */
import assert from "node:assert/strict";
import { createPost } from "@/lib/db/posts.ts";
import { apiLogin, startSite, TEST_ADMIN } from "../support/site.ts";

async function headersOf(url: string, init?: RequestInit): Promise<Headers> {
  const res = await fetch(url, init);
  await res.body?.cancel();
  return res.headers;
}

/** The page's policy is strict and its `frame-src` is the site and exactly `players` (origins). */
function assertStrictPolicy(headers: Headers, what: string, players: string[] = []): void {
  const policy = headers.get("content-security-policy") ?? "";
  assert.match(policy, /(^|; )script-src 'self'(;|$)/, `${what}: ${policy}`);
  for (const directive of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "default-src 'self'"]) {
    assert.ok(policy.includes(directive), `${what} lacks ${directive}`);
  }
  // No frame-src: frames fall back to default-src 'self'.
  const frames = policy.match(/(?:^|; )frame-src ([^;]*)/)?.[1].split(" ") ?? ["'self'"];
  assert.deepEqual(frames.sort(), ["'self'", ...players].sort(), `${what}: frames`);
  assert.equal(headers.get("cross-origin-opener-policy"), "same-origin", what);
  // Browsers keep other sites from reading pages (frame-ancestors, opaque response blocking): no resource policy.
  assert.equal(headers.get("cross-origin-resource-policy"), null, what);
  assertCommonHeaders(headers, what);
  const permissions = new Map(
    (headers.get("permissions-policy") ?? "").split(/,\s*/).filter(Boolean).map((item) =>
      item.split("=") as [string, string]
    ),
  );
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "display-capture"]) {
    assert.equal(permissions.get(feature), "()", `${what}: ${feature} off`);
  }
  assert.equal(permissions.get("screen-wake-lock"), "(self)", `${what}: cook mode keeps the screen on`);
  for (const granted of ["fullscreen", "picture-in-picture", "encrypted-media", "accelerometer", "gyroscope"]) {
    assert.equal(permissions.get(granted), undefined, `${what}: ${granted} stays delegable to the video players`);
  }
}

/** Answers that are not pages: nothing may load or run if a browser renders one as a document. */
function assertLockedDownPolicy(headers: Headers, what: string): void {
  const policy = headers.get("content-security-policy") ?? "";
  assert.match(policy, /(^|; )default-src 'none'(;|$)/, `${what}: ${policy}`);
  assert.ok(!policy.includes("script-src"), `${what} allows no script: ${policy}`);
  assert.ok(policy.includes("frame-ancestors 'self'"), `${what}: ${policy}`);
  for (const documentOnly of ["permissions-policy", "cross-origin-opener-policy"]) {
    assert.equal(headers.get(documentOnly), null, `${what}: ${documentOnly} is read from documents only`);
  }
  assert.equal(headers.get("cross-origin-resource-policy"), "same-origin", what);
  assertCommonHeaders(headers, what);
}

function assertCommonHeaders(headers: Headers, what: string): void {
  assert.equal(headers.get("x-content-type-options"), "nosniff", what);
  // The referrer policy is the browsers' default, and pages name it in a <meta> (checked on the home page).
  assert.equal(headers.get("referrer-policy"), null, what);
  // X-Frame-Options is replaced by the policy's frame-ancestors in every current browser.
  for (
    const obsolete of ["x-frame-options", "x-xss-protection", "x-download-options", "x-permitted-cross-domain-policies"]
  ) {
    assert.equal(headers.get(obsolete), null, `${what} sends no ${obsolete}`);
  }
}

Deno.test("pages, API, built assets and static files carry the security headers; no HSTS over http", async () => {
  const site = await startSite();
  try {
    const home = await (await fetch(`${site.url}/`)).text();
    assert.match(home, /<meta name="referrer" content="strict-origin-when-cross-origin">/, "referrer policy");
    const chunk = home.match(/<link rel="modulepreload" href="(\/_build\/[^"]+)"/)![1];
    const start = home.match(/<script type="module" src="(\/_build\/start-[^"]+)"/)![1];
    for (const path of ["/", "/", "/api/categories", chunk, start, "/styles.css", "/favicon.svg", "/robots.txt"]) {
      const headers = await headersOf(`${site.url}${path}`);
      if (headers.get("content-type")?.startsWith("text/html")) assertStrictPolicy(headers, path);
      else assertLockedDownPolicy(headers, path);
      assert.equal(headers.get("strict-transport-security"), null, `${path} over http`);
    }
    assertStrictPolicy(await headersOf(`${site.url}/no-existe-esta-pagina`), "the 404 page");
    const players = ["https://www.youtube.com", "https://youtube.com", "https://www.youtube-nocookie.com"];
    const vimeo = "https://player.vimeo.com";
    await createPost(site.kv, {
      title: "Con videos",
      status: "published",
      content: `<p>Uno</p><iframe src="${players[0]}/embed/abcDEF12345"></iframe>` +
        `<iframe src="${vimeo}/video/123456"></iframe>`,
      video_url: "https://youtu.be/abcDEF12345",
    }, { id: "t", name: "T" });
    assertStrictPolicy(await headersOf(`${site.url}/con-videos`), "a post with players", [
      players[2],
      players[0],
      vimeo,
    ]);
    const admin = await headersOf(`${site.url}/admin/login`);
    const everyPlayer = (admin.get("content-security-policy") ?? "").match(/(?:^|; )frame-src ([^;]*)/)?.[1] ?? "";
    for (const origin of [...players, vimeo, "https://www.dailymotion.com"]) {
      assert.ok(everyPlayer.split(" ").includes(origin), `the admin (editor previews) may frame ${origin}`);
    }
    for (const tag of home.match(/<script\b[^>]*>/g) ?? []) {
      assert.match(tag, /\ssrc="|type="application\/(?:ld\+)?json"/, `inline script ${tag}`);
    }
    assert.ok(!/\son[a-z]+=/.test(home), "no inline event handlers");
    assert.ok(!/<style\b/.test(home), "no style elements");
  } finally {
    await site.close();
  }
});

Deno.test("HSTS when SITE_URL is https or a trusted proxy says the request was https", async () => {
  const site = await startSite();
  try {
    const forwarded = { headers: { "X-Forwarded-Proto": "https" } };
    assert.equal((await headersOf(`${site.url}/`, forwarded)).get("strict-transport-security"), null);
    await site.restartWith({ TRUST_PROXY: "1" });
    assert.match((await headersOf(`${site.url}/`, forwarded)).get("strict-transport-security")!, /max-age=\d+/);
    assert.equal((await headersOf(`${site.url}/`)).get("strict-transport-security"), null);
  } finally {
    await site.close();
  }
});

Deno.test("an https SITE_URL: HSTS everywhere, and its origin passes the same-origin check", async () => {
  const server = await startSite({ siteUrl: "https://recetas.example" });
  try {
    const home = await (await fetch(`${server.url}/`)).text();
    assert.ok(home.includes('<link rel="canonical" href="https://recetas.example/"'));
    const chunk = home.match(/<link rel="modulepreload" href="(\/_build\/[^"]+)"/)![1];
    for (const path of ["/", chunk, "/styles.css", "/api/categories"]) {
      assert.match((await headersOf(`${server.url}${path}`)).get("strict-transport-security")!, /max-age=\d+/, path);
    }
    const token = await apiLogin(server);
    const write = (origin: string) =>
      fetch(`${server.url}/api/posts`, {
        method: "POST",
        headers: { cookie: `session=${token}`, origin, "Content-Type": "application/json" },
        body: "{}",
      }).then(async (res) => {
        await res.body?.cancel();
        return res.status;
      });
    assert.equal(await write("https://evil.example"), 403);
    assert.equal(await write("https://recetas.example"), 400, "SITE_URL's origin passes; the empty body does not");
    assert.equal(await write(server.url), 400, "the request URL's own origin passes too");
  } finally {
    await server.close();
  }
});

Deno.test("sign-in, /api/auth/* and every signed-in API answer are no-store", async () => {
  const site = await startSite();
  try {
    assert.equal((await headersOf(`${site.url}/admin/login`)).get("cache-control"), "no-store");
    const login = await headersOf(`${site.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    assert.equal(login.get("cache-control"), "no-store");
    const failed = await headersOf(`${site.url}/api/auth/me`);
    assert.equal(failed.get("cache-control"), "no-store", "401 from /api/auth/me");
    const token = await apiLogin(site);
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    for (const path of ["/api/auth/me", "/api/categories", "/api/settings", "/api/menu", "/api/posts?status=all"]) {
      assert.equal((await headersOf(`${site.url}${path}`, auth)).get("cache-control"), "no-store", path);
    }
  } finally {
    await site.close();
  }
});
