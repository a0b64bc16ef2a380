/**
 * The demo content's tags on a demo-seeded site: each post page links its tags, and a tag page lists every
 * published demo post carrying the tag (drafts left out), with the tag page's usual Spanish texts.
 */
import assert from "node:assert/strict";
import { demoPosts } from "@/lib/seed/content/index.ts";
import { tagSlug } from "@/lib/shared/tags.ts";
import { startSite } from "@/tests/support/site.ts";
import { metaOf, textOf } from "./html.ts";

/** The titles of the cards of a listing page. */
function cardTitles(html: string): string[] {
  const grid = html.slice(html.indexOf('class="card-grid"'));
  return [...grid.matchAll(/<h3[^>]*>\s*(?:<a[^>]*>)?([^<]+)</g)].map((m) => m[1].trim());
}

/** The published demo posts carrying `tag`, by title. */
function publishedWith(tag: string): string[] {
  return demoPosts.filter((post) => (post.status ?? "published") === "published" && post.tags.includes(tag))
    .map((post) => post.title);
}

async function get(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

Deno.test("a demo-seeded site links each post's tags and lists the demo posts of a tag on its page", async () => {
  const site = await startSite({ seed: true });
  try {
    const tostones = demoPosts.find((post) => post.slug === "tostones")!;
    const postPage = await get(`${site.url}/tostones`);
    assert.equal(postPage.status, 200);
    assert.match(textOf(postPage.html), new RegExp(`Etiquetas: ${tostones.tags.join(" ")}`));
    for (const tag of tostones.tags) {
      assert.match(
        postPage.html,
        new RegExp(`<a class="post-tags__link" href="/tag/${tagSlug(tag)}" rel="tag">${tag}</a>`),
      );
    }

    for (const tag of ["vegetariano", "fácil"]) {
      const expected = publishedWith(tag);
      assert.ok(expected.length >= 2, `${tag}: ${expected.length} published demo posts`);
      const tagPage = await get(`${site.url}/tag/${tagSlug(tag)}`);
      assert.equal(tagPage.status, 200, tag);
      assert.match(tagPage.html, new RegExp(`<h1 class="page-hero__title">Etiqueta: ${tag}</h1>`));
      assert.match(textOf(tagPage.html), new RegExp(`${expected.length} Recetas`));
      assert.match(metaOf(tagPage.html, "description") ?? "", new RegExp(`con la etiqueta ${tag}: ${expected.length}`));
      assert.deepEqual(cardTitles(tagPage.html).sort(), expected.sort(), `${tag}: every published post, no draft`);
    }
    const draft = demoPosts.find((post) => post.status === "draft" && post.tags.includes("vegetariano"));
    assert.ok(draft, "a demo draft carries a listed tag");
    assert.doesNotMatch((await get(`${site.url}/tag/vegetariano`)).html, new RegExp(draft.title));
  } finally {
    await site.close();
  }
});
