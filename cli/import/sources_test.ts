import assert from "node:assert/strict";
import { detectSource } from "./sources.ts";
import type { ImportInput } from "./types.ts";

Deno.test("detectSource picks the format from the URL, the extension or the text", () => {
  const wxrHead = '<?xml version="1.0"?>\n<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/">';
  const cases: [ImportInput, string | null][] = [
    [{ url: "https://cocina.example.org/picadillo/" }, "recipe-page"],
    [{ path: "export.xml" }, "wordpress"],
    [{ path: "export.XML" }, "wordpress"],
    [{ text: wxrHead }, "wordpress"],
    [{ path: "feed.xml", text: '<rss version="2.0"><channel/></rss>' }, null],
    [{ path: "recetas/ropa-vieja.md" }, "markdown"],
    [{ path: "notas.markdown" }, "markdown"],
    [{ text: "---\ntitle: x\n---\n" }, "markdown"],
    [{ path: "posts.json" }, "json"],
    [{ text: '[{"title":"x"}]' }, "json"],
    [{ path: "foto.jpg" }, null],
    [{ url: "ftp://example.org/x" }, null],
  ];
  for (const [input, name] of cases) assert.equal(detectSource(input)?.name ?? null, name, JSON.stringify(input));
});
