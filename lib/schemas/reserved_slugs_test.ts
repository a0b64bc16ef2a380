import assert from "node:assert/strict";
import { buildRouteTable } from "../fresh/routes.ts";
import { listFiles } from "../fresh/utils.ts";
import { CategoryPatchSchema } from "./category.ts";
import { PostPatchSchema } from "./post.ts";
import { assertSlugNotReserved, isReservedSlug, RESERVED_SLUGS } from "./reserved_slugs.ts";
import { ValidationError } from "../errors.ts";

const ROOT = new URL("../../", import.meta.url);

Deno.test("every top-level route and static entry is a reserved slug", async () => {
  const { routes } = buildRouteTable(await listFiles(new URL("routes", ROOT).pathname));
  const firstSegments = new Set(
    routes.map((route) => route.pattern.split("/")[1]).filter((segment) => segment && !segment.startsWith(":")),
  );
  for (const entry of Deno.readDirSync(new URL("static", ROOT))) firstSegments.add(entry.name);
  firstSegments.add("_build");
  assert.ok(firstSegments.has("admin") && firstSegments.has("search") && firstSegments.has("video"));
  for (const segment of firstSegments) assert.ok(RESERVED_SLUGS.has(segment), `${segment} is not reserved`);
});

Deno.test("post and category slugs refuse reserved segments with a slug field error", () => {
  for (
    const slug of ["admin", "API", "search", "media", "categorias", "contacto", "contact", "terminos-y-condiciones"]
  ) {
    assert.ok(isReservedSlug(slug.toLowerCase()), slug);
    for (const schema of [PostPatchSchema, CategoryPatchSchema]) {
      const parsed = schema.safeParse({ slug });
      assert.equal(parsed.success, false, slug);
      assert.deepEqual(parsed.error!.issues.map((issue) => issue.path[0]), ["slug"], slug);
    }
  }
  assert.equal(PostPatchSchema.parse({ slug: "admin-de-cocina" }).slug, "admin-de-cocina");
  assert.equal(CategoryPatchSchema.parse({ slug: "Postres" }).slug, "postres");
});

Deno.test("assertSlugNotReserved also refuses the configured bases", () => {
  assertSlugNotReserved("flan", ["categoria"]);
  for (const [slug, bases] of [["categoria", ["categoria"]], ["admin", []]] as const) {
    assert.throws(
      () => assertSlugNotReserved(slug, bases),
      (error) => error instanceof ValidationError && error.fields.slug?.length === 1,
    );
  }
});
