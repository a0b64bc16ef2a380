import assert from "node:assert/strict";
import type { PostSummary } from "../schemas/post.ts";
import { settingsWithDefaults } from "../schemas/settings.ts";
import type { SiteContext } from "./context.ts";
import { buildListingView } from "./listing_view.ts";

const site = {
  settings: { ...settingsWithDefaults({}), post_base: "receta", site_description: "Recetas Cubanas" },
  menu: [],
  categories: [],
} as unknown as SiteContext;

/** `n` posts whose slugs and titles number them from `from`. */
function posts(n: number, from = 1): PostSummary[] {
  return Array.from(
    { length: n },
    (_, i) => ({ slug: `plato-${from + i}`, title: `Plato ${from + i}` }),
  ) as PostSummary[];
}

const options = {
  origin: "https://recetas.example",
  site,
  path: "/tag/yuca",
  title: "Etiqueta: Yuca",
  crumbs: [{ label: "Inicio", href: "/" }, { label: "Etiqueta: Yuca" }],
  listName: "Yuca",
};

Deno.test("the first of several pages: bare canonical, a next page only, the plain title", () => {
  const view = buildListingView(posts(2), 5, { ...options, paging: { page: 1, pages: 3, perPage: 2 } });
  assert.equal(view.canonical, "https://recetas.example/tag/yuca");
  assert.deepEqual([view.prev, view.next], [null, "https://recetas.example/tag/yuca?pagina=2"]);
  assert.equal(view.documentTitle, "Etiqueta: Yuca | Recetas Cubanas");
  assert.deepEqual(view.posts.map((listed) => listed.href), ["/receta/plato-1", "/receta/plato-2"]);
  assert.equal(view.countText, "5 Recetas");
});

Deno.test("a later page: ?pagina=N canonical, both neighbours, 'Página N' in the title, positions go on", () => {
  const view = buildListingView(posts(2, 3), 5, { ...options, paging: { page: 2, pages: 3, perPage: 2 } });
  assert.equal(view.canonical, "https://recetas.example/tag/yuca?pagina=2");
  assert.deepEqual([view.prev, view.next], [
    "https://recetas.example/tag/yuca",
    "https://recetas.example/tag/yuca?pagina=3",
  ]);
  assert.equal(view.documentTitle, "Etiqueta: Yuca - Página 2 | Recetas Cubanas");
  const [crumbs, list] = view.jsonLd as Record<string, unknown>[];
  assert.deepEqual(
    (crumbs.itemListElement as { item: string }[]).map((crumb) => crumb.item),
    ["https://recetas.example/", "https://recetas.example/tag/yuca"],
  );
  assert.deepEqual([list.name, list.numberOfItems], ["Yuca", 5]);
  assert.deepEqual(
    (list.itemListElement as { position: number; url: string }[]).map((item) => [item.position, item.url]),
    [[3, "https://recetas.example/receta/plato-3"], [4, "https://recetas.example/receta/plato-4"]],
  );
});

Deno.test("the last page has no next page; one post counts in the singular", () => {
  const view = buildListingView(posts(1), 1, { ...options, paging: { page: 1, pages: 1, perPage: 100 } });
  assert.deepEqual([view.prev, view.next], [null, null]);
  assert.equal(view.countText, "1 Receta");
});
