import assert from "node:assert/strict";
import { MAX_SEARCH_QUERY_LENGTH, SearchQuerySchema } from "./search_query.ts";

Deno.test("search query: q is trimmed and cut, a bad or missing page is page 1", () => {
  assert.deepEqual(SearchQuerySchema.parse({}), { q: "", page: 1 });
  assert.deepEqual(SearchQuerySchema.parse({ q: "  arroz ", page: "3" }), { q: "arroz", page: 3 });
  assert.equal(SearchQuerySchema.parse({ q: "a".repeat(500) }).q.length, MAX_SEARCH_QUERY_LENGTH);
  for (const page of ["0", "10001", "0x5", "1e2", " 2", "-1", "", "2.0"]) {
    assert.equal(SearchQuerySchema.parse({ q: "x", page }).page, 1, page);
  }
});
