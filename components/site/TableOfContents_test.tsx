import assert from "node:assert/strict";
import { renderToString } from "preact-render-to-string";
import { TableOfContents, tocTree } from "./TableOfContents.tsx";

const headings = [
  { level: 3, text: "Antes de empezar", slug: "antes-de-empezar" },
  { level: 2, text: "Historia", slug: "historia" },
  { level: 3, text: "Origen", slug: "origen" },
  { level: 3, text: "Hoy", slug: "hoy" },
  { level: 2, text: "Consejos", slug: "consejos" },
  { level: 4, text: "Nota", slug: "nota" },
];

Deno.test("h3 headings nest under the h2 before them; other levels are left out", () => {
  assert.deepEqual(tocTree(headings).map((e) => [e.heading.slug, e.children.map((c) => c.slug)]), [
    ["antes-de-empezar", []],
    ["historia", ["origen", "hoy"]],
    ["consejos", []],
  ]);
});

Deno.test("the table of contents links each heading by its anchor, and is absent without headings", () => {
  const html = renderToString(<TableOfContents headings={headings} />);
  assert.ok(html.includes("En este artículo"));
  for (const slug of ["antes-de-empezar", "historia", "origen", "hoy", "consejos"]) {
    assert.ok(html.includes(`href="#${slug}"`), slug);
  }
  assert.ok(!html.includes("#nota"));
  assert.equal(renderToString(<TableOfContents headings={[]} />), "");
});
