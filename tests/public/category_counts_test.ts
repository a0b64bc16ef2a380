/**
 * A parent category counts and lists its sub-categories' published posts, each post once, wherever counts show
 * (category page, home carousel, public categories API); cards of posts without excerpt show the spec's
 * 120-character fallback excerpt.
 */
import assert from "node:assert/strict";
import { createCategory, listCategories } from "@/lib/db/categories.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { startSite } from "../support/site.ts";
import { textOf } from "./html.ts";

const author = { id: "test-author", name: "Ana Prueba" };

Deno.test("a parent category counts and lists its sub-categories' posts once; cards fall back to the text", async () => {
  const site = await startSite();
  try {
    const kv = site.kv;
    const category = async (name: string, slug: string, parent_id: string | null = null) =>
      (await createCategory(kv, { name, slug, emoji: "🥩", gradient: "red-pink", parent_id })).category;
    const meats = await category("Carnes de Prueba", "prueba-carnes");
    const pork = await category("Cerdo de Prueba", "prueba-cerdo", meats.id);
    const beef = await category("Res de Prueba", "prueba-res", meats.id);
    const post = (slug: string, category_ids: string[], extra: Record<string, unknown> = {}) =>
      savePostFromInput(kv, {
        title: `Plato ${slug}`,
        slug,
        status: "published",
        excerpt: `Resumen de ${slug}.`,
        content: "<p>Texto.</p>",
        category_ids,
        ...extra,
      }, author);
    await post("prueba-lechon", [pork.id]);
    await post("prueba-mixto", [pork.id, beef.id]);
    await post("prueba-ropa", [beef.id, meats.id]);
    const long = "Un <b>sofrito</b> lento &amp; paciente: " + "cebolla, ajo y ají cachucha. ".repeat(10);
    await post("prueba-sin-resumen", [beef.id], { excerpt: "", content: `<p>${long}</p>` });
    await post("prueba-borrador", [beef.id], { status: "draft" });

    const counts = new Map((await listCategories(kv, { withPostCount: true })).map((c) => [c.slug, c.post_count]));
    assert.deepEqual(
      [counts.get("prueba-carnes"), counts.get("prueba-cerdo"), counts.get("prueba-res")],
      [4, 2, 3],
      "the parent counts four distinct published posts; sub-categories their own",
    );

    const parentPage = textOf(await (await fetch(`${site.url}/prueba-carnes`)).text());
    assert.match(parentPage, /4 Recetas/);
    for (const slug of ["prueba-lechon", "prueba-mixto", "prueba-ropa", "prueba-sin-resumen"]) {
      assert.ok(parentPage.includes(`Plato ${slug}`), `${slug} listed on the parent's page`);
    }
    assert.equal(parentPage.split("Plato prueba-mixto").length, 2, "a post in two sub-categories is listed once");
    assert.ok(!parentPage.includes("prueba-borrador"), "drafts are not listed");

    const fallback = "Un sofrito lento & paciente: cebolla, ajo y ají cachucha. cebolla, ajo y ají cachucha. " +
      "cebolla, ajo y ají cachucha. cebo";
    assert.equal([...fallback].length, 120);
    assert.ok(!parentPage.includes(fallback + "lla"), "cut at 120 characters");
    assert.ok(parentPage.includes(fallback), "the card of a post without excerpt shows the 120-character fallback");

    const home = textOf(await (await fetch(`${site.url}/`)).text());
    assert.match(home, /Carnes de Prueba 4 Recetas/);
    assert.ok(home.includes(fallback), "home cards use the fallback excerpt too");

    const api = await (await fetch(`${site.url}/api/categories?with_post_count=true`)).json();
    const listed = (api.categories as { slug: string; post_count: number }[]).find((c) => c.slug === "prueba-carnes");
    assert.equal(listed?.post_count, 4);
  } finally {
    await site.close();
  }
});
