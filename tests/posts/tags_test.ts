/**
 * Tags end to end over HTTP: the post API keeps them (create, update, read back, field errors), the post page links
 * each to `/tag/<slug>`, and the tag page lists the published posts carrying the tag until none does (then 404).
 */
import assert from "node:assert/strict";
import { apiLogin, startSite, type TestSite } from "@/tests/support/site.ts";
import { canonicalOf, jsonLdOf, metaOf, textOf, titleOf } from "@/tests/public/html.ts";
import { sitemapLocs } from "@/tests/public/sitemap_reader.ts";

interface Api {
  site: TestSite;
  send(method: string, path: string, body?: Record<string, unknown>): Promise<Response>;
  get(path: string): Promise<{ status: number; html: string; location: string | null }>;
}

async function withApi(run: (api: Api) => Promise<void>): Promise<void> {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    await run({
      site,
      send: (method, path, body) =>
        fetch(`${site.url}${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: body ? JSON.stringify(body) : undefined,
        }),
      async get(path) {
        const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
        return { status: response.status, html: await response.text(), location: response.headers.get("location") };
      },
    });
  } finally {
    await site.close();
  }
}

async function created(api: Api, fields: Record<string, unknown>): Promise<{ id: string; tags: string[] }> {
  const res = await api.send("POST", "/api/posts", fields);
  const body = await res.json();
  assert.equal(res.status, 201, JSON.stringify(body));
  return body.post;
}

/** The titles of the cards of a listing page, in order. */
function cardTitles(html: string): string[] {
  const grid = html.slice(html.indexOf('class="card-grid"'));
  return [...grid.matchAll(/<h3[^>]*>\s*(?:<a[^>]*>)?([^<]+)</g)].map((m) => m[1].trim());
}

Deno.test("the post API keeps tags as written, de-duplicated, and refuses bad ones with field errors", () =>
  withApi(async (api) => {
    const post = await created(api, {
      title: "Yuca con mojo",
      tags: [" Yuca ", "Mojo criollo", "yúca", "MOJO-criollo"],
    });
    assert.deepEqual(post.tags, ["Yuca", "Mojo criollo"]);
    const read = await (await api.send("GET", `/api/posts/${post.id}`)).json();
    assert.deepEqual(read.post.tags, ["Yuca", "Mojo criollo"]);

    const put = await api.send("PUT", `/api/posts/${post.id}`, {
      tags: ["Acompañantes", "Yuca"],
      versionstamp: read.versionstamp,
    });
    assert.equal(put.status, 200);
    assert.deepEqual((await put.json()).post.tags, ["Acompañantes", "Yuca"]);
    const untouched = await api.send("PUT", `/api/posts/${post.id}`, { excerpt: "Con mojo" });
    assert.deepEqual((await untouched.json()).post.tags, ["Acompañantes", "Yuca"], "a patch without tags keeps them");

    const refusals: [unknown, string, RegExp][] = [
      [Array.from({ length: 21 }, (_, i) => `etiqueta ${i}`), "tags", /at most 20 tags/],
      [["x".repeat(51)], "tags.0", /at most 50 characters/],
      [["ok", "  "], "tags.1", /cannot be empty/],
      [["uno, dos"], "tags.0", /comma/],
      ["yuca", "tags", /list of texts/],
      [[42], "tags.0", /must be text/],
    ];
    for (const [tags, field, message] of refusals) {
      const res = await api.send("PUT", `/api/posts/${post.id}`, { tags });
      const body = await res.json();
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(body.fields?.[field]?.join(" ") ?? "", message, `${JSON.stringify(tags)}: ${JSON.stringify(body)}`);
      const create = await api.send("POST", "/api/posts", { title: `Otro ${field} ${String(message)}`, tags });
      assert.equal(create.status, 400, "a create with the same tags is refused too");
      await create.body?.cancel();
    }
    const after = await (await api.send("GET", `/api/posts/${post.id}`)).json();
    assert.deepEqual(after.post.tags, ["Acompañantes", "Yuca"], "refused writes change nothing");
  }));

Deno.test("the post page links its tags; /tag/<slug> lists the published posts carrying the tag, then 404", () =>
  withApi(async (api) => {
    const yuca = await created(api, {
      title: "Yuca con mojo",
      status: "published",
      published_at: "2024-01-10T12:00:00Z",
      tags: ["Yuca", "Plátano maduro"],
    });
    await created(api, {
      title: "Buñuelos de yuca",
      status: "published",
      published_at: "2024-03-10T12:00:00Z",
      excerpt: "Buñuelos en almíbar.",
      tags: ["yuca"],
    });
    await created(api, { title: "Borrador de yuca", tags: ["Yuca"] });

    const postPage = await api.get("/yuca-con-mojo");
    assert.equal(postPage.status, 200);
    assert.match(textOf(postPage.html), /Etiquetas: Yuca Plátano maduro/);
    assert.match(postPage.html, /<a class="post-tags__link" href="\/tag\/yuca" rel="tag">Yuca<\/a>/);
    assert.match(postPage.html, /href="\/tag\/platano-maduro" rel="tag">Plátano maduro</);

    const tagPage = await api.get("/tag/yuca");
    assert.equal(tagPage.status, 200);
    assert.match(tagPage.html, /<h1 class="page-hero__title">Etiqueta: yuca<\/h1>/, "the newest post's spelling");
    assert.deepEqual(cardTitles(tagPage.html), ["Buñuelos de yuca", "Yuca con mojo"], "published only, newest first");
    assert.match(textOf(tagPage.html), /2 Recetas/);
    assert.equal(titleOf(tagPage.html), "Etiqueta: yuca | Comparte tus Recetas Cubanas");
    assert.equal(canonicalOf(tagPage.html), `${api.site.url}/tag/yuca`);
    assert.match(metaOf(tagPage.html, "description") ?? "", /^Recetas y artículos con la etiqueta yuca: 2 recetas/);
    assert.equal(metaOf(tagPage.html, "robots"), "index, follow, max-image-preview:large");
    const list = jsonLdOf(tagPage.html).find((block) => block["@type"] === "ItemList");
    assert.equal(list?.numberOfItems, 2);

    const other = await api.get("/tag/platano-maduro");
    assert.match(other.html, /Etiqueta: Plátano maduro/);
    assert.deepEqual(cardTitles(other.html), ["Yuca con mojo"]);

    for (const [path, location] of [["/tag/Yuca", "/tag/yuca"], ["/tag/pl%C3%A1tano-maduro", "/tag/platano-maduro"]]) {
      const moved = await api.get(path);
      assert.deepEqual([moved.status, new URL(moved.location!, api.site.url).pathname], [301, location], path);
    }
    for (
      const path of ["/tag/nada", "/tag/yuca?pagina=2", "/tag/yuca?pagina=0", "/tag/%C2%BF", `/tag/${"a".repeat(3000)}`]
    ) {
      const missing = await api.get(path);
      assert.equal(missing.status, 404, path);
      assert.match(missing.html, /Página No Encontrada/, `${path} shows the site's 404`);
    }
    assert.equal((await sitemapLocs(api.site.url)).some((loc) => loc.includes("/tag/")), false, "no tag pages");

    // The tag leaves the post: the post leaves the page; the last post leaving makes it a 404.
    await api.send("PUT", `/api/posts/${yuca.id}`, { tags: ["Plátano maduro"] });
    assert.deepEqual(cardTitles((await api.get("/tag/yuca")).html), ["Buñuelos de yuca"]);
    assert.doesNotMatch((await api.get("/yuca-con-mojo")).html, /href="\/tag\/yuca"/);
    await api.send("PUT", `/api/posts/${yuca.id}`, { status: "draft" });
    assert.equal((await api.get("/tag/platano-maduro")).status, 404, "a draft does not make a tag page");
    const buns = await (await api.send("GET", "/api/posts/slug/bunuelos-de-yuca")).json();
    await api.send("DELETE", `/api/posts/${buns.post.id}`);
    assert.equal((await api.get("/tag/yuca")).status, 404);
  }));

Deno.test("a tag's posts past the first page continue on ?pagina=2", () =>
  withApi(async (api) => {
    for (let i = 0; i < 101; i++) {
      const day = String(1 + (i % 28)).padStart(2, "0");
      const month = String(1 + Math.floor(i / 28)).padStart(2, "0");
      await created(api, {
        title: `Receta número ${i}`,
        status: "published",
        published_at: `2024-${month}-${day}T12:00:00Z`,
        tags: ["Muchas"],
      });
    }
    const first = await api.get("/tag/muchas");
    assert.equal(cardTitles(first.html).length, 100);
    assert.match(first.html, /<link rel="next" href="[^"]*\/tag\/muchas\?pagina=2"/);
    assert.match(first.html, /aria-label="Páginas de la etiqueta"/);
    const second = await api.get("/tag/muchas?pagina=2");
    assert.equal(second.status, 200);
    assert.deepEqual(cardTitles(second.html), ["Receta número 0"], "the oldest comes last");
    assert.equal(canonicalOf(second.html), `${api.site.url}/tag/muchas?pagina=2`);
    const one = await api.get("/tag/muchas?pagina=1");
    assert.deepEqual([one.status, one.location && new URL(one.location, api.site.url).href], [
      301,
      `${api.site.url}/tag/muchas`,
    ]);
  }));
