import assert from "node:assert/strict";
import { shareLinks } from "./share_links.ts";

Deno.test("share links carry the page's title, address and image, each value encoded", () => {
  const links = shareLinks({
    title: "Arroz & frijoles: ¿el mejor? #1",
    url: "https://recetas.example/arroz-y-frijoles?a=1&b=2",
    image: "/media/posts/arroz 1.webp",
  });
  const href = Object.fromEntries(links.map((link) => [link.label, link.href]));
  assert.deepEqual(links.map((link) => link.label), ["Facebook", "X", "WhatsApp", "Pinterest", "Correo"]);
  const page = "https%3A%2F%2Frecetas.example%2Farroz-y-frijoles%3Fa%3D1%26b%3D2";
  const title = "Arroz%20%26%20frijoles%3A%20%C2%BFel%20mejor%3F%20%231";
  assert.equal(href.Facebook, `https://www.facebook.com/sharer/sharer.php?u=${page}`);
  assert.equal(href.X, `https://x.com/intent/post?text=${title}&url=${page}`);
  assert.equal(href.WhatsApp, `https://wa.me/?text=${title}%20${page}`);
  assert.equal(
    href.Pinterest,
    `https://www.pinterest.com/pin/create/button/?url=${page}` +
      `&media=https%3A%2F%2Frecetas.example%2Fmedia%2Fposts%2Farroz%25201.webp&description=${title}`,
  );
  assert.equal(href.Correo, `mailto:?subject=${title}&body=${title}%0A%0A${page}`);
  for (const link of links) {
    const query = new URL(link.href).search;
    assert.doesNotMatch(query.slice(1), /[ #?\n]/, `${link.label}: no raw space, #, ? or line break in the query`);
  }
});

Deno.test("without an image the Pinterest link names no media", () => {
  const links = shareLinks({ title: "Café", url: "https://recetas.example/cafe" });
  assert.deepEqual(links.map((link) => link.label), ["Facebook", "X", "WhatsApp", "Pinterest", "Correo"]);
  assert.equal(
    links[3].href,
    "https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Frecetas.example%2Fcafe&description=Caf%C3%A9",
  );
});
