/**
 * Tags are searchable: a word found only in a post's tags finds it on `/search`, a tag match ranks between a title
 * match and an ingredient match, and a changed tag is searched at once.
 */
import assert from "node:assert/strict";
import { updatePost } from "@/lib/db/posts.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { startSite } from "../support/site.ts";

const author = { id: "test-author", name: "Ana Prueba" };

Deno.test("public search finds posts by their tags, ranked between title and ingredient matches", async () => {
  const site = await startSite();
  const slugsFor = async (query: string) => {
    const response = await fetch(`${site.url}/search?q=${encodeURIComponent(query)}`);
    const html = await response.text();
    assert.equal(response.status, 200);
    return [...html.matchAll(/<a class="card__link" href="\/([^"]+)"/g)].map((m) => m[1]);
  };
  const post = async (fields: Record<string, unknown>) =>
    (await savePostFromInput(site.kv, { status: "published", content_type: "recipe", ...fields }, author)).post;
  try {
    const party = await post({
      title: "Lechón asado",
      ingredients: ["1 pierna de cerdo", "naranja agria"],
      tags: ["Nochebuena", "Fiestas"],
      published_at: "2024-01-01T10:00:00.000Z",
    });
    assert.deepEqual(await slugsFor("nochebuena"), [party.slug], "a word only in the tags");
    assert.deepEqual(await slugsFor("fiesta"), [party.slug], "a tag word as a beginning");

    const byIngredient = await post({
      title: "Buñuelos de viento",
      ingredients: ["1 taza de malanga", "anís"],
      published_at: "2024-01-04T10:00:00.000Z",
    });
    const byTag = await post({
      title: "Frituras de viento",
      ingredients: ["1 taza de harina", "anís"],
      tags: ["Malanga"],
      published_at: "2024-01-03T10:00:00.000Z",
    });
    const byTitle = await post({
      title: "Malanga hervida",
      ingredients: ["1 taza de sal", "anís"],
      published_at: "2024-01-02T10:00:00.000Z",
    });
    assert.deepEqual(await slugsFor("malanga"), [byTitle.slug, byTag.slug, byIngredient.slug]);

    await updatePost(site.kv, party.id, { tags: ["Fin de año"] });
    assert.deepEqual(await slugsFor("nochebuena"), [], "a removed tag no longer finds the post");
    assert.deepEqual(await slugsFor("fin de año"), [party.slug]);
  } finally {
    await site.close();
  }
});
