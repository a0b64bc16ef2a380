import assert from "node:assert/strict";
import MiniSearch from "minisearch";
import type { PostDocument } from "./post_documents.ts";
import { decodeSnapshot, encodeSnapshot } from "./index_snapshot.ts";
import { ENGINE_OPTIONS, PostIndex } from "./post_index.ts";

function doc(i: number): PostDocument {
  const id = `p${i}`;
  return {
    id,
    title: `Potaje ${i} de garbanzos número${i}`,
    ingredients: `garbanzos\nchorizo${i % 7}`,
    excerpt: `Receta ${i}`,
    tags: i % 2 ? "tradicional" : "",
    categories: "Sopas",
    body: `Palabra${i} palabra${i * 3} texto`,
    summary: { id, status: "published", content_type: "recipe" } as PostDocument["summary"],
    sortKey: `2024-01-01T00:00:${String(i % 60).padStart(2, "0")}`,
    totalMinutes: i % 3 ? 30 : null,
    categoryIds: new Set(["c1"]),
  };
}

async function gunzipText(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("gzip"));
  return await new Response(stream).text();
}

Deno.test("saved index: the text is what JSON.stringify gives of MiniSearch's toJSON, and it loads back", async () => {
  const index = new PostIndex(Array.from({ length: 300 }, (_, i) => doc(i)));
  index.update([{ ...doc(5), title: "Ajiaco" }], ["p7"]); // a replaced and a removed post leave dirt behind
  const known = new Map([["p1", "v1"]]);
  const bytes = await encodeSnapshot({ index, known, categoriesKey: "k" });
  const stored = JSON.parse(await gunzipText(bytes));
  const engine = (index as unknown as { engine: MiniSearch<PostDocument> }).engine;
  assert.deepEqual(stored.engine, JSON.parse(JSON.stringify(engine.toJSON())));
  assert.equal(stored.documents.length, 299);
  assert.deepEqual(stored.known, [["p1", "v1"]]);
  assert.equal(stored.categoriesKey, "k");
  const loaded = await decodeSnapshot(bytes as Uint8Array<ArrayBuffer>);
  for (const query of ["garbanzos", "ajiaco", "potaje 12", "chorizo3", "numero250"]) {
    assert.deepEqual(
      loaded.index.ranked(query).map((hit) => hit.doc.id),
      index.ranked(query).map((hit) => hit.doc.id),
      query,
    );
  }
  assert.ok(MiniSearch.loadJS(stored.engine, ENGINE_OPTIONS).documentCount === 299);
});

Deno.test("saved index: other work runs while a large index is written", async () => {
  // Enough distinct words for several slices.
  const index = new PostIndex(Array.from({ length: 3_000 }, (_, i) => doc(i)));
  let ticks = 0;
  const timer = setInterval(() => ticks++, 0);
  try {
    await encodeSnapshot({ index, known: new Map(), categoriesKey: "" });
  } finally {
    clearInterval(timer);
  }
  assert.ok(ticks >= 2, `timers ran ${ticks} times while the index was written`);
});
