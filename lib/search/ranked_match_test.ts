import assert from "node:assert/strict";
import MiniSearch from "minisearch";
import { syntheticPosts } from "@/bench/synthetic_posts.ts";
import { ENGINE_OPTIONS, FIELD_BOOSTS } from "./post_index.ts";
import type { PostDocument } from "./post_documents.ts";
import { matchAll, postIdOf, type TermSpec } from "./ranked_match.ts";

const posts = syntheticPosts(400, 7, 60).map((post) => ({
  id: post.id,
  title: post.title,
  ingredients: post.ingredients.join("\n"),
  excerpt: post.excerpt,
  tags: post.tags.join(", "),
  categories: post.categories.join(", "),
  body: post.body,
}));

/** MiniSearch's own `search` of `specs` (AND), as id → score and matched terms. */
function reference(engine: MiniSearch, specs: TermSpec[], accept?: (id: string) => boolean) {
  const results = engine.search(specs.map((spec) => spec.term).join(" "), {
    tokenize: (text) => text.split(" "),
    processTerm: (term) => term,
    combineWith: "AND",
    boost: FIELD_BOOSTS,
    prefix: (_term, i) => specs[i].prefix,
    fuzzy: (_term, i) => specs[i].fuzzy,
    maxFuzzy: 1,
    filter: accept && ((result) => accept(String(result.id))),
  });
  return new Map(results.map((result) => [String(result.id), { score: result.score, terms: result.terms.sort() }]));
}

function ours(engine: MiniSearch, specs: TermSpec[], accept?: (id: string) => boolean) {
  const matched = matchAll(engine, specs, { boosts: FIELD_BOOSTS }, accept && ((n) => accept(postIdOf(engine, n))));
  const scores = matched.score(matched.ids);
  return new Map(
    matched.ids.map((n, i) => [matched.idOf(n), { score: scores[i], terms: matched.termsOf(n).sort() }]),
  );
}

const QUERIES: TermSpec[][] = [
  [{ term: "comin", prefix: false, fuzzy: 0 }],
  [{ term: "arroz", prefix: false, fuzzy: 0 }, { term: "poll", prefix: true, fuzzy: 0 }],
  [{ term: "fijol", prefix: true, fuzzy: 1 }],
  [{ term: "naranj", prefix: false, fuzzy: 0 }, { term: "agri", prefix: false, fuzzy: 0 }, {
    term: "ajo",
    prefix: true,
    fuzzy: 0,
  }],
  [{ term: "co", prefix: true, fuzzy: 0 }],
  [{ term: "sofrit", prefix: false, fuzzy: 0 }, { term: "cazuel", prefix: false, fuzzy: 0 }, {
    term: "sofrit",
    prefix: true,
    fuzzy: 0,
  }],
  [{ term: "sofrit", prefix: false, fuzzy: 0 }, { term: "nadaparecido", prefix: true, fuzzy: 0 }],
];

Deno.test("ranked match: the same posts, scores and matched words as MiniSearch's own search", async () => {
  const engine = new MiniSearch(ENGINE_OPTIONS as never);
  engine.addAll(posts);
  // Replaced and removed posts leave postings behind until MiniSearch vacuums them: they must not match.
  engine.discard("p3");
  engine.discard("p5");
  engine.add({ ...posts[5], title: "Arroz con pollo y comino" });
  assert.ok(!ours(engine, QUERIES[0]).has("p3"), "a removed post is not matched before MiniSearch vacuums it");
  assert.equal(ours(engine, QUERIES[1]).get("p5")?.terms.includes("arroz"), true, "a replaced post by its new text");
  // MiniSearch's own scores drift while removed posts' postings remain; compare once they are gone.
  await engine.vacuum();
  const even = (id: string) => Number(id.slice(1)) % 2 === 0;
  let compared = 0;
  for (const specs of QUERIES) {
    for (const accept of [undefined, even]) {
      const expected = reference(engine, specs, accept);
      const actual = ours(engine, specs, accept);
      assert.deepEqual([...actual.keys()].sort(), [...expected.keys()].sort(), JSON.stringify(specs));
      for (const [id, { score, terms }] of expected) {
        const mine = actual.get(id)!;
        assert.ok(Math.abs(mine.score - score) <= 1e-9 * score, `${id} ${mine.score} vs ${score}`);
        assert.deepEqual(mine.terms, terms);
        compared++;
      }
    }
  }
  assert.ok(compared > 500, `compared ${compared} results`);
});

Deno.test("ranked match: a word no post holds ends an AND search with nothing", () => {
  const engine = new MiniSearch<Pick<PostDocument, "id" | "title">>({ ...ENGINE_OPTIONS, fields: ["title"] } as never);
  engine.add({ id: "a", title: "Frijoles negros" });
  const none = matchAll(
    engine,
    [{ term: "zzz", prefix: false, fuzzy: 0 }, { term: "frijol", prefix: true, fuzzy: 0 }],
    {
      boosts: { title: 1 },
    },
  );
  assert.deepEqual(none.ids, []);
});
