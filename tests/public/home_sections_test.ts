/**
 * The home page's browsing sections, over HTTP: quick recipes (total time under 30 minutes, newest first), then the
 * top-level categories in position order, each with its newest posts not shown by an earlier one and a "Ver todas"
 * link, categories without posts skipped, grids cut so no row holds a lone card.
 */
import assert from "node:assert/strict";
import { createCategory } from "@/lib/db/categories.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { startSite } from "../support/site.ts";
import { textOf } from "./html.ts";

const author = { id: "test-author", name: "Ana Prueba" };
const DAY = 24 * 3_600_000;

/** The `<section>` labelled by heading `id`, or null. */
function sectionOf(html: string, id: string): string | null {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  if (start === -1) return null;
  const end = html.indexOf("</section>", start);
  return html.slice(start, end);
}

/** Addresses of the post cards in `html`, in order. */
function cardLinks(html: string): string[] {
  return [...html.matchAll(/<a class="card__link" href="([^"]*)"/g)].map((m) => m[1]);
}

Deno.test("the home page lists quick recipes and category sections with the right posts, order and links", async () => {
  const site = await startSite();
  try {
    const kv = site.kv;
    const category = async (name: string, slug: string, position: number, parent_id: string | null = null) =>
      (await createCategory(kv, { name, slug, emoji: "🍲", gradient: "red-pink", position, parent_id })).category;
    const soups = await category("Sopas de Prueba", "prueba-sopas", 1);
    const meats = await category("Carnes de Prueba", "prueba-carnes", 2);
    const pork = await category("Cerdo de Prueba", "prueba-cerdo", 3, meats.id);
    await category("Vacía de Prueba", "prueba-vacia", 4);
    const sweets = await category("Postres de Prueba", "prueba-postres", 5);
    const drinks = await category("Bebidas de Prueba", "prueba-bebidas", 6);

    let day = 0;
    const post = (slug: string, category_ids: string[], extra: Record<string, unknown> = {}) =>
      savePostFromInput(kv, {
        title: `Plato ${slug}`,
        slug,
        status: "published",
        excerpt: `Resumen de ${slug}.`,
        content: "<p>Texto.</p>",
        content_type: "recipe",
        total_time: "PT1H",
        published_at: new Date(Date.now() - (++day) * DAY).toISOString(),
        category_ids,
        ...extra,
      }, author);
    // Newest first: each call is one day older than the one before.
    await post("prueba-batido", [drinks.id], { total_time: "PT10M" });
    await post("prueba-caldo", [soups.id], { total_time: "PT29M" });
    await post("prueba-media-hora", [soups.id], { total_time: "PT30M" });
    await post("prueba-borrador-rapido", [soups.id], { total_time: "PT5M", status: "draft", published_at: null });
    await post("prueba-articulo", [soups.id], { content_type: "article", total_time: "" });
    await post("prueba-sin-tiempo", [pork.id], { total_time: "" });
    await post("prueba-lechon", [pork.id, soups.id], { total_time: "PT3H" });
    await post("prueba-flan", [sweets.id], { total_time: "PT20M" });
    await post("prueba-masas", [pork.id]);
    await post("prueba-carnes-nuevo", [meats.id]);

    const response = await fetch(`${site.url}/`);
    const html = await response.text();
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("cache-control"), "public, max-age=0, must-revalidate");

    const quick = sectionOf(html, "home-quick");
    assert.ok(quick, "the quick recipes section is there");
    assert.match(textOf(quick), /Recetas rápidas Listas en menos de 30 minutos/);
    assert.deepEqual(
      cardLinks(quick),
      ["/prueba-batido", "/prueba-caldo"],
      "recipes under 30 minutes, newest first, cut to two so no lone card (not 30 min, drafts, articles, no time)",
    );
    assert.match(quick, /class="card-grid home-grid home-grid--2"/);

    const ids = [...html.matchAll(/aria-labelledby="(home-category-[^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(
      ids,
      ["home-category-prueba-sopas", "home-category-prueba-carnes", "home-category-prueba-postres"],
      "top-level categories with posts in position order, at most three: no empty one, no sub-category",
    );
    const soupsSection = sectionOf(html, "home-category-prueba-sopas")!;
    assert.match(soupsSection, /<h2 id="home-category-prueba-sopas">Sopas de Prueba<\/h2>/);
    assert.deepEqual(
      cardLinks(soupsSection),
      ["/prueba-media-hora", "/prueba-articulo"],
      "the category's newest published posts, articles included, not those of the quick section, cut to two",
    );
    assert.match(soupsSection, /class="card-grid home-grid home-grid--2"/);
    assert.match(
      soupsSection,
      /<a class="section-header__link" href="\/categoria\/prueba-sopas" aria-label="Ver todas las recetas de Sopas de Prueba">Ver todas<\/a>/,
    );
    assert.deepEqual(
      cardLinks(sectionOf(html, "home-category-prueba-carnes")!),
      ["/prueba-sin-tiempo", "/prueba-lechon", "/prueba-masas", "/prueba-carnes-nuevo"],
      "a parent lists its sub-categories' posts, newest first, without those an earlier section shows",
    );
    const sweetsSection = sectionOf(html, "home-category-prueba-postres")!;
    assert.deepEqual(cardLinks(sweetsSection), ["/prueba-flan"]);
    assert.match(sweetsSection, /home-grid--1/);
    assert.match(sweetsSection, /<h3 class="card__title">Plato prueba-flan<\/h3>/);
    assert.ok(!html.includes('id="home-category-prueba-vacia"'), "the empty category has no section");

    const latest = sectionOf(html, "home-latest");
    assert.equal(latest, null, "the latest carousel keeps its own markup");
    assert.ok(
      html.indexOf('id="home-latest"') < html.indexOf('id="home-quick"') &&
        html.indexOf('id="home-quick"') < html.indexOf('id="home-category-prueba-sopas"'),
      "sections follow the spec's carousels: latest, quick, then categories",
    );
  } finally {
    await site.close();
  }
});
