import assert from "node:assert/strict";
import { pageKey } from "./page_key.ts";

const key = (url: string) => pageKey(new URL(url, "http://127.0.0.1"));

Deno.test("page key: unknown parameters are left out and mark the URL inexact", () => {
  assert.deepEqual(key("/"), { key: "/", exact: true });
  assert.deepEqual(key("/?"), { key: "/", exact: true });
  assert.deepEqual(key("/?utm_source=x"), { key: "/", exact: false });
  assert.deepEqual(key("/arroz-con-pollo?q=1"), { key: "/arroz-con-pollo", exact: false });
});

Deno.test("page key: a page's own parameters are kept in a fixed order, first value only", () => {
  assert.deepEqual(key("/search?page=2&q=arroz"), { key: "/search?q=arroz&page=2", exact: true });
  assert.deepEqual(key("/search?q=arroz&q=frijoles"), { key: "/search?q=arroz", exact: false });
  assert.deepEqual(key("/search?q=arroz&x=1"), { key: "/search?q=arroz", exact: false });
  assert.deepEqual(key("/search?con=comino&q=arroz&tipo=receta&tiempo=30&categoria=postres"), {
    key: "/search?q=arroz&categoria=postres&tiempo=30&tipo=receta&con=comino",
    exact: true,
  });
  assert.deepEqual(key("/contacto?enviado=1"), { key: "/contacto?enviado=1", exact: true });
});

Deno.test("page key: category pages keep their page number", () => {
  assert.deepEqual(key("/categoria/postres?pagina=2"), { key: "/categoria/postres?pagina=2", exact: true });
  assert.deepEqual(key("/categoria/postres?pagina=2&utm=x"), { key: "/categoria/postres?pagina=2", exact: false });
  assert.deepEqual(key("/search?pagina=2"), { key: "/search", exact: false });
});

Deno.test("page key: post pages keep their page of reviews and a review form's outcome", () => {
  assert.deepEqual(key("/tostones?resenas=2"), { key: "/tostones?resenas=2", exact: true });
  assert.deepEqual(key("/tostones?resena=enviada"), { key: "/tostones?resena=enviada", exact: true });
  assert.deepEqual(key("/tostones?resena=enviada&fbclid=1"), { key: "/tostones?resena=enviada", exact: false });
});
