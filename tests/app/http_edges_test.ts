/**
 * Edges of the HTTP surface over real HTTP: malformed and non-object JSON
 * bodies, bodies that are not JSON, `/media` paths that try to leave the
 * media folder, the public 500 page when the store fails under a request, the
 * 405 of each kind, and a Host header no URL can hold.
 */
import assert from "node:assert/strict";
import { BAD_HOST_MESSAGE } from "@/lib/http/bad_host.ts";
import { rawGet } from "../support/raw_http.ts";
import { apiLogin, startSite } from "../support/site.ts";

Deno.test("JSON bodies: malformed or not an object is 400, not declared as JSON is 415, nothing is written", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const post = (body: string, type = "application/json") =>
      fetch(`${site.url}/api/posts`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": type },
        body,
      });
    for (const body of ["{", '{"title": "Flan",', "", "nul"]) {
      const res = await post(body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.deepEqual(await res.json(), { error: "Request body must be valid JSON", fields: {} });
    }
    for (const body of ["[]", '"Flan"', "42", "null", "true"]) {
      const res = await post(body);
      assert.equal(res.status, 400, body);
      assert.equal((await res.json()).error, "Request body must be a JSON object");
    }
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await post(JSON.stringify({ title: "Flan", status: "draft" }), type);
      assert.equal(res.status, 415, type);
      assert.deepEqual(await res.json(), { error: "Content-Type must be application/json" });
    }
    const list = await (await fetch(`${site.url}/api/admin/posts?status=all`, {
      headers: { Authorization: `Bearer ${token}` },
    })).json();
    assert.equal(list.total ?? list.posts?.length ?? 0, 0, "no post was created");
  } finally {
    await site.close();
  }
});

Deno.test("/media never serves a file outside the media folder", async () => {
  const site = await startSite();
  try {
    const flan = new Uint8Array([...new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "), 1, 2, 3]);
    await site.media.write("posts/flan.webp", flan);
    const ok = await fetch(`${site.url}/media/posts/flan.webp`);
    assert.equal(ok.status, 200);
    assert.deepEqual(new Uint8Array(await ok.arrayBuffer()), flan);
    await Deno.writeTextFile(`${site.dir}/secret.txt`, "secreto");
    for (
      const path of [
        "/media/../secret.txt",
        "/media/%2e%2e/secret.txt",
        "/media/%2E%2E%2Fsecret.txt",
        "/media/posts/..%2f..%2fsecret.txt",
        "/media/..%5csecret.txt",
        "/media/%2fetc%2fpasswd",
        "/media//etc/passwd",
        "/media/posts/%00flan.webp",
      ]
    ) {
      const res = await fetch(`${site.url}${path}`, { redirect: "manual" });
      const body = await res.text();
      assert.ok([301, 400, 404].includes(res.status), `${path}: ${res.status}`);
      assert.ok(!body.includes("secreto") && !body.includes("root:"), `${path} leaked a file`);
    }
  } finally {
    await site.close();
  }
});

Deno.test("a failing store under a page request shows the Spanish 500 page, without a stack", async () => {
  const site = await startSite();
  const logged: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    site.kv.close();
    const res = await fetch(`${site.url}/una-receta-cualquiera`);
    const html = await res.text();
    assert.equal(res.status, 500);
    assert.match(res.headers.get("content-type") ?? "", /^text\/html/);
    assert.match(html, /<h1>Algo salió mal<\/h1>/);
    assert.match(html, /Volver al inicio/);
    assert.doesNotMatch(html, /\bat \S+\.ts:\d+|Error:|BadResource/, "no stack trace or error text in the page");
    assert.ok(logged.length > 0, "the failure is logged on the server");
  } finally {
    console.error = consoleError;
    await site.close().catch(() => {});
  }
});

Deno.test("a method a route does not declare is 405: the error page on pages, JSON under /api, HEAD allowed with GET", async () => {
  const site = await startSite();
  try {
    // A page route, and the routes of posts and categories (`/{slug}`, `/{base}/{slug}`).
    for (const path of ["/search", "/flan", "/receta/flan"]) {
      const page = await fetch(`${site.url}${path}`, { method: path === "/search" ? "POST" : "PATCH" });
      assert.equal(page.status, 405, path);
      assert.equal(page.headers.get("allow"), "GET, HEAD");
      assert.match(page.headers.get("content-type") ?? "", /^text\/html/);
      assert.match(await page.text(), /No pudimos completar tu solicitud/);
    }
    const api = await fetch(`${site.url}/api/menu`, { method: "DELETE" });
    assert.equal(api.status, 405);
    assert.equal(api.headers.get("allow"), "GET, HEAD");
    assert.deepEqual(await api.json(), { error: "Method not allowed" });
    const head = await fetch(`${site.url}/api/menu`, { method: "HEAD" });
    assert.equal(head.status, 200);
    await head.body?.cancel();
  } finally {
    await site.close();
  }
});

Deno.test("a Host header no URL can hold is a 400 (JSON under /api, Spanish text elsewhere), never a 500", async () => {
  const site = await startSite();
  try {
    for (const path of ["/", "/admin/login?next=/admin", "/api/posts"]) {
      const answer = await rawGet(site.url, path, { Host: `evil.example<"x` });
      assert.equal(answer.status, 400, `${path}: ${answer.body}`);
      assert.ok(![...answer.headers.values()].some((value) => value.includes("evil")), "the host is not echoed");
      if (path.startsWith("/api/")) assert.deepEqual(JSON.parse(answer.body), { error: BAD_HOST_MESSAGE });
      else assert.equal(answer.body, BAD_HOST_MESSAGE);
    }
    assert.equal((await rawGet(site.url, "/", { Host: new URL(site.url).host })).status, 200, "a good host is served");
  } finally {
    await site.close();
  }
});
