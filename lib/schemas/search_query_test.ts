import assert from "node:assert/strict";
import { MAX_SEARCH_QUERY_LENGTH, SearchQuerySchema } from "./search_query.ts";

Deno.test("search query: q is trimmed and cut, a bad or missing page is page 1", () => {
  assert.deepEqual(SearchQuerySchema.parse({}), { q: "", page: 1, categoria: "", con: "" });
  assert.deepEqual(SearchQuerySchema.parse({ q: "  arroz ", page: "3" }), {
    q: "arroz",
    page: 3,
    categoria: "",
    con: "",
  });
  assert.equal(SearchQuerySchema.parse({ q: "a".repeat(500) }).q.length, MAX_SEARCH_QUERY_LENGTH);
  for (const page of ["0", "10001", "0x5", "1e2", " 2", "-1", "", "2.0"]) {
    assert.equal(SearchQuerySchema.parse({ q: "x", page }).page, 1, page);
  }
});

Deno.test("search query: filters keep known values and drop the rest", () => {
  const parsed = SearchQuerySchema.parse({
    q: "x",
    tiempo: "30",
    tipo: "receta",
    categoria: " postres ",
    con: "comino",
  });
  assert.deepEqual(parsed, { q: "x", page: 1, tiempo: 30, tipo: "receta", categoria: "postres", con: "comino" });
  const odd = SearchQuerySchema.parse({ q: "x", tiempo: "45", tipo: "video", con: ["a", "b"] });
  assert.equal(odd.tiempo, undefined);
  assert.equal(odd.tipo, undefined);
  assert.equal(odd.con, "");
});
