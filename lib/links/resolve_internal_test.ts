import assert from "node:assert/strict";
import type { PostRef } from "../db/posts.ts";
import type { Category } from "../schemas/category.ts";
import type { Redirect } from "../schemas/redirect.ts";
import { InternalResolver } from "./resolve_internal.ts";
import type { SiteIndex } from "./site_index.ts";

function post(slug: string, status: PostRef["status"] = "published"): PostRef {
  return { id: `id-${slug}`, slug, title: slug, status };
}

function category(slug: string, active = true): Category {
  return { slug, is_active: active ? 1 : 0 } as Category;
}

function redirect(from: string, to: string): Redirect {
  return { from_path: from, to_path: to, is_active: 1 } as Redirect;
}

function index(overrides: Partial<SiteIndex> = {}): SiteIndex {
  return {
    categoryBase: "categoria",
    postBase: "",
    postsBySlug: new Map([post("flan"), post("borrador", "draft")].map((p) => [p.slug, p])),
    categoriesBySlug: new Map([category("postres"), category("oculta", false)].map((c) => [c.slug, c])),
    redirectsByPath: new Map([
      redirect("/viejo", "/flan"),
      redirect("/a", "/b"),
      redirect("/b", "/a"),
      redirect("/fuera", "https://otro.example/pagina"),
      redirect("/vuelta", "https://recetas.test/categoria/postres?x=1"),
    ].map((r) => [r.from_path, r])),
    renamedCategory: (slug) => Promise.resolve(slug === "dulces" ? "postres" : slug === "perdida" ? "nada" : null),
    mediaExists: (path) => Promise.resolve(path === "/media/posts/flan.webp"),
    ...overrides,
  };
}

const hosts = new Set(["recetas.test"]);

Deno.test("InternalResolver: static pages, posts, categories and media", async () => {
  const r = new InternalResolver(index(), hosts);
  for (const path of ["/", "/search", "/categorias", "/contacto", "/rss.xml", "/sitemap.xml"]) {
    assert.deepEqual(await r.resolve(path), { status: "ok" }, path);
  }
  assert.deepEqual(await r.resolve("/flan/"), { status: "ok", postId: "id-flan" });
  assert.deepEqual(await r.resolve("/categoria/flan"), { status: "ok", postId: "id-flan" });
  assert.deepEqual(await r.resolve("/borrador"), {
    status: "broken",
    reason: "post is a draft",
    postId: "id-borrador",
  });
  assert.deepEqual(await r.resolve("/nada"), { status: "broken", reason: "post or category not found" });
  assert.deepEqual(await r.resolve("/categoria/postres"), { status: "ok" });
  assert.deepEqual(await r.resolve("/postres"), { status: "ok" });
  assert.deepEqual(await r.resolve("/categoria/oculta"), { status: "broken", reason: "category is inactive" });
  assert.deepEqual(await r.resolve("/categoria/borrada"), { status: "broken", reason: "category not found" });
  assert.deepEqual(await r.resolve("/otra/flan"), { status: "broken", reason: "page not found" });
  assert.deepEqual(await r.resolve("/a/b/c"), { status: "broken", reason: "page not found" });
  assert.deepEqual(await r.resolve("/media/posts/flan.webp"), { status: "ok" });
  assert.deepEqual(await r.resolve("/media/posts/nada.webp"), { status: "broken", reason: "media file not found" });
});

Deno.test("InternalResolver: redirects are followed; loops and exits are reported", async () => {
  const r = new InternalResolver(index(), hosts);
  assert.deepEqual(await r.resolve("/viejo"), { status: "ok", postId: "id-flan" });
  assert.deepEqual(await r.resolve("/a"), { status: "broken", reason: "redirect loop" });
  const out = await r.resolve("/fuera");
  assert.equal(out.status, "external");
  assert.equal(out.status === "external" && out.url.href, "https://otro.example/pagina");
  assert.deepEqual(await r.resolve("/vuelta"), { status: "ok" });
});

Deno.test("InternalResolver: former category slugs lead to the current category", async () => {
  const r = new InternalResolver(index(), hosts);
  assert.deepEqual(await r.resolve("/categoria/dulces"), { status: "ok" });
  assert.deepEqual(await r.resolve("/categoria/perdida"), { status: "broken", reason: "category not found" });
});

Deno.test("InternalResolver: URL bases from the settings", async () => {
  const r = new InternalResolver(index({ categoryBase: "", postBase: "recetas" }), hosts);
  assert.deepEqual(await r.resolve("/recetas/flan"), { status: "ok", postId: "id-flan" });
  assert.deepEqual(await r.resolve("/postres"), { status: "ok" });
  assert.deepEqual(await r.resolve("/recetas/nada"), { status: "broken", reason: "post not found" });
  assert.deepEqual(await r.resolve("/categoria/postres"), { status: "broken", reason: "page not found" });
});
