import assert from "node:assert/strict";
import { absoluteImageUrls, originalImageUrl } from "./image_urls.ts";

const SITE = "https://mesa.example.org";

Deno.test("image addresses: relative, protocol-relative and Photon copies become the original's URL", () => {
  const cases: [string, string | null][] = [
    ["/wp-content/uploads/2024/03/a.jpg", `${SITE}/wp-content/uploads/2024/03/a.jpg`],
    ["//cdn.example.org/a.jpg", "https://cdn.example.org/a.jpg"],
    [
      "https://i1.wp.com/mesa.example.org/wp-content/uploads/a.jpg?resize=600%2C400&ssl=1",
      `${SITE}/wp-content/uploads/a.jpg`,
    ],
    ["https://i0.wp.com/mesa.example.org/a.jpg?w=300", "http://mesa.example.org/a.jpg"],
    ["data:image/png;base64,AAAA", null],
    ["javascript:alert(1)", null],
  ];
  for (const [url, expected] of cases) assert.equal(originalImageUrl(url, SITE), expected, url);
  assert.equal(originalImageUrl("/a.jpg", ""), null, "a relative address without the old site's is left alone");
});

Deno.test("image tags: a srcset-only image gets its widest candidate; links to image files become absolute", () => {
  assert.equal(
    absoluteImageUrls('<img srcset="/a-300.jpg 300w, /a.jpg 1200w" alt="A &amp; B">', SITE),
    `<img src="${SITE}/a.jpg" srcset="/a-300.jpg 300w, /a.jpg 1200w" alt="A &amp; B">`,
  );
  assert.equal(
    absoluteImageUrls("<a href=\"/wp-content/uploads/b.png\"><img src='//mesa.example.org/b-150.png'></a>", SITE),
    `<a href="${SITE}/wp-content/uploads/b.png"><img src="${SITE}/b-150.png"></a>`,
  );
  assert.equal(absoluteImageUrls('<a href="/receta/">Receta</a>', SITE), '<a href="/receta/">Receta</a>');
});
