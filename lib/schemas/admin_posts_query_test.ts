import assert from "node:assert/strict";
import { ZodError } from "zod";
import { AdminPostsQuerySchema } from "./admin_posts_query.ts";

Deno.test("admin posts query: defaults, empty values and limits", () => {
  assert.deepEqual(AdminPostsQuerySchema.parse({}), { status: "all", title: "", order: "newest", page: 1, limit: 20 });
  assert.deepEqual(
    AdminPostsQuerySchema.parse({ status: "", title: "  arroz ", order: "oldest", page: "3", limit: "100" }),
    { status: "all", title: "arroz", order: "oldest", page: 3, limit: 100 },
  );
  for (
    const bad of [
      { limit: "101" },
      { limit: "0" },
      { page: "0" },
      { page: "0x5" },
      { page: "1e2" },
      { page: " 2" },
      { limit: "-5" },
      { limit: "4.0" },
      { status: "trash" },
      { order: "random" },
    ]
  ) {
    assert.throws(() => AdminPostsQuerySchema.parse(bad), (e) => e instanceof ZodError, JSON.stringify(bad));
  }
});
