import assert from "node:assert/strict";
import type MiniSearch from "minisearch";
import type { PostDocument } from "./post_documents.ts";
import { decodeSnapshot, encodeSnapshot } from "./index_snapshot.ts";
import { PostIndex } from "./post_index.ts";

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
    categoryIds: ["c1"],
  };
}

async function gunzipText(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("gzip"));
  return await new Response(stream).text();
}

Deno.test("saved index: a head line, a line per index word as MiniSearch's toJSON has it, a line per document; it loads back", async () => {
  const index = new PostIndex(Array.from({ length: 300 }, (_, i) => doc(i)));
  index.update([{ ...doc(5), title: "Ajiaco" }], ["p7"]); // a replaced and a removed post leave dirt behind
  const known = new Map([["p1", "v1"]]);
  const bytes = await encodeSnapshot({ index, known, categoriesKey: "k" });
  const [head, ...rest] = (await gunzipText(bytes)).trimEnd().split("\n").map((line) => JSON.parse(line));
  const engine = (index as unknown as { engine: MiniSearch<PostDocument> }).engine;
  const terms = rest.slice(0, head.terms);
  assert.deepEqual({ ...head.engine, index: terms }, JSON.parse(JSON.stringify(engine.toJSON())));
  assert.equal(head.documents, 299);
  assert.deepEqual(rest.slice(head.terms).map((d) => d.id).sort(), [...index.all()].map((d) => d.id).sort());
  assert.deepEqual(head.known, [["p1", "v1"]]);
  assert.equal(head.categoriesKey, "k");
  const loaded = await decodeSnapshot(bytes as Uint8Array<ArrayBuffer>);
  for (const query of ["garbanzos", "ajiaco", "potaje 12", "chorizo3", "numero250", "numro250"]) {
    const ids = (from: PostIndex) => from.ranked(query).map((hit) => [hit.doc.id, hit.score]);
    assert.deepEqual(ids(loaded.index), ids(index), query);
  }
  assert.deepEqual([...loaded.known], [["p1", "v1"]]);
  loaded.index.update([doc(400)], ["p1"]);
  assert.deepEqual(
    loaded.index.ranked("numero400").map((hit) => hit.doc.id),
    ["p400"],
    "the loaded index takes changes",
  );
});

Deno.test("saved index: a cut-short save is refused, not loaded half", async () => {
  const index = new PostIndex(Array.from({ length: 300 }, (_, i) => doc(i)));
  const bytes = await encodeSnapshot({ index, known: new Map(), categoriesKey: "" });
  const text = await gunzipText(bytes);
  const cut = text.slice(0, text.lastIndexOf("\n", text.length - 2) + 1); // the last document's line is gone
  const recompressed = await new Response(
    new Blob([cut]).stream().pipeThrough(new CompressionStream("gzip")),
  ).bytes();
  await assert.rejects(decodeSnapshot(recompressed as Uint8Array<ArrayBuffer>), /cut short/);
  await assert.rejects(decodeSnapshot(bytes.slice(0, bytes.length >> 1) as Uint8Array<ArrayBuffer>));
});

Deno.test("saved index: other work runs while a large index is written and while it is read", async () => {
  // Enough text for several slices.
  const index = new PostIndex(Array.from({ length: 3_000 }, (_, i) => doc(i)));
  let ticks = 0;
  const timer = setInterval(() => ticks++, 0);
  try {
    const bytes = await encodeSnapshot({ index, known: new Map(), categoriesKey: "" });
    assert.ok(ticks >= 2, `timers ran ${ticks} times while the index was written`);
    ticks = 0;
    const loaded = await decodeSnapshot(bytes as Uint8Array<ArrayBuffer>);
    assert.ok(ticks >= 2, `timers ran ${ticks} times while the index was read`);
    assert.equal(loaded.index.size, 3_000);
  } finally {
    clearInterval(timer);
  }
});
