import assert from "node:assert/strict";
import { fixturePath } from "../../tests/cli/support/import.ts";
import { openEntries } from "./entries.ts";

const WXR = fixturePath("wordpress/la-mesa-cubana.WordPress.2026-01-15.xml");

Deno.test("import entries: the total of every input is known before the first entry is imported", async () => {
  const inputs = [
    { location: WXR, kind: "file" as const },
    { location: fixturePath("json/post.json"), kind: "file" as const },
    { location: fixturePath("wordpress/sabor-de-cuba.WordPress.2024-06-01.xml"), kind: "file" as const },
  ];
  for (const pages of [false, true]) {
    const { total, entries } = await openEntries(inputs, undefined, pages);
    const read = [];
    for await (const entry of entries) read.push(entry);
    assert.equal(total, read.length, `pages=${pages}`);
    assert.ok(read.some((entry) => entry.kind === "post" && entry.post.slug === "yuca-con-mojo"));
    assert.equal(read.filter((entry) => entry.kind === "author").length, 2 + 1, "the authors of both exports");
  }
});

Deno.test("import entries: a broken or unknown input is one failure in the total", async () => {
  const broken = { location: fixturePath("wordpress/truncated.xml"), kind: "file" as const };
  const { total, entries } = await openEntries([broken], undefined, false);
  const read = [];
  for await (const entry of entries) read.push(entry);
  assert.equal(total, 1);
  assert.equal(read.length, 1);
  assert.match(read[0].kind === "failure" ? read[0].reason : "", /^Malformed XML at line 353/);
});
