/**
 * Lock contention that outlasts every retry is a busy store, never a server error: 503 with `Retry-After`, a Spanish
 * JSON message under /api (English under /api/admin), the Spanish error page on the public site, and the review form
 * without script lands on its "ocupado" notice. The store is a double over a real one that answers SQLite's "database
 * is locked" (to writes only, as a store in WAL mode does, or to every call).
 */
import assert from "node:assert/strict";
import { createServerApp } from "@/lib/app.ts";
import { STORE_BUSY_RETRY_AFTER, StoreBusyError } from "@/lib/errors.ts";
import { errorToBody } from "@/lib/http/error_handler.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { issueFormStamp } from "@/lib/site/form_stamp.ts";
import { startSite } from "../support/site.ts";

const locked = () => Promise.reject(new Error("database is locked"));

/** `kv` whose commits (and, with `reads`, every read too) fail with SQLite's lock error while `on()` is true. */
function lockedKv(kv: Deno.Kv, on: () => boolean, reads: boolean): Deno.Kv {
  return new Proxy(kv, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (typeof value !== "function") return value;
      if (name === "atomic") {
        return () => {
          const op = target.atomic();
          const commit = op.commit.bind(op);
          op.commit = () => on() ? locked() : commit();
          return op;
        };
      }
      if (reads && (name === "get" || name === "getMany")) {
        return (...args: unknown[]) => on() ? locked() : value.apply(target, args);
      }
      if (reads && name === "list") {
        return (...args: unknown[]) => {
          if (!on()) return value.apply(target, args);
          return { [Symbol.asyncIterator]: () => ({ next: locked }) };
        };
      }
      return value.bind(target);
    },
  });
}

Deno.test("a store locked through every retry answers 503 with Retry-After, in Spanish, never 500", async () => {
  const site = await startSite();
  try {
    const recipe = { status: "published", content: "<p>Receta</p>", content_type: "recipe" };
    const author = { id: "author-1", name: "Autora" };
    const { post } = await savePostFromInput(site.kv, { title: "Ropa vieja", slug: "ropa-vieja", ...recipe }, author);
    await savePostFromInput(site.kv, { title: "Congrí", slug: "congri", ...recipe }, author);
    const stamp = await issueFormStamp(site.kv, post.id, Date.now() - 60_000);
    let on = false;
    const app = async (reads: boolean) =>
      (await createServerApp({ kv: lockedKv(site.kv, () => on, reads), media: site.media, siteUrl: site.url })).app;
    const [writesLocked, allLocked] = [await app(false), await app(true)];
    for (const each of [writesLocked, allLocked]) {
      assert.equal((await each.request("/")).status, 200, "the site works before the store is locked");
    }
    on = true;
    const review = { stamp, name: "Rosa", stars: "5", text: "Riquísimo." };
    const [json, form, page] = await Promise.all([
      writesLocked.request(`/api/posts/${post.id}/reviews`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(review),
      }),
      writesLocked.request(`/api/posts/${post.id}/reviews`, { method: "POST", body: new URLSearchParams(review) }),
      allLocked.request("/congri"),
    ]);

    assert.equal(json.status, 503, await json.clone().text());
    assert.equal(json.headers.get("retry-after"), String(STORE_BUSY_RETRY_AFTER));
    assert.match((await json.json()).error, /^El sitio está muy ocupado/);

    assert.equal(form.status, 303);
    assert.equal(form.headers.get("location"), "/ropa-vieja?resena=ocupado#opiniones");
    on = false;
    const landing = await (await writesLocked.request("/ropa-vieja?resena=ocupado")).text();
    assert.match(landing, /el sitio está muy ocupado ahora mismo/);

    assert.equal(page.status, 503);
    assert.equal(page.headers.get("retry-after"), String(STORE_BUSY_RETRY_AFTER));
    assert.match(page.headers.get("content-type") ?? "", /^text\/html/);
    assert.match(await page.text(), /El sitio está muy ocupado/);
  } finally {
    await site.close();
  }
});

Deno.test("a busy store answers the admin's API in English and the public API in Spanish", () => {
  const answer = (url: string) => errorToBody(new StoreBusyError(), new Request(url, { method: "POST" }));
  const admin = answer("http://127.0.0.1/api/admin/posts");
  assert.equal(admin.status, 503);
  assert.equal(admin.headers["Retry-After"], String(STORE_BUSY_RETRY_AFTER));
  assert.match(admin.body.error, /^The site is very busy right now: nothing was saved/);
  assert.match(answer("http://127.0.0.1/api/posts/1/reviews").body.error, /^El sitio está muy ocupado/);
  assert.match(answer("http://127.0.0.1/api/administrar").body.error, /^El sitio está muy ocupado/);
});
