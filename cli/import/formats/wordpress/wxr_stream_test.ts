import assert from "node:assert/strict";
import { fixturePath } from "../../../../tests/cli/support/import.ts";
import { emptyWxrDocument, readWxr, readWxrItemAt, type WxrDocument, type WxrItem, type WxrRange } from "./wxr.ts";

const encoder = new TextEncoder();

/** `bytes` cut into pieces of `size` bytes (multi-byte characters are cut too). */
async function* inPieces(bytes: Uint8Array, size: number, pulled?: { count: number }) {
  for (let at = 0; at < bytes.length; at += size) {
    if (pulled) pulled.count++;
    yield bytes.slice(at, at + size);
  }
}

async function readAllItems(chunks: AsyncIterable<Uint8Array>) {
  const document = emptyWxrDocument();
  const items: { item: WxrItem; range: WxrRange }[] = [];
  for await (const read of readWxr(chunks, document)) items.push(read);
  return { document, items };
}

const HEAD = `<?xml version="1.0" encoding="UTF-8" ?>
<!-- generator="WordPress/6.5.3" created="2024-06-01 10:00" -->
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
\txmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/"
\txmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
\t<title>Sabor &amp; Cuba</title>
\t<link>https://sabor.example</link>
\t<wp:wxr_version>1.2</wp:wxr_version>
\t<wp:base_site_url>https://sabor.example</wp:base_site_url>
\t<wp:base_blog_url>https://sabor.example</wp:base_blog_url>
\t<wp:author><wp:author_id>3</wp:author_id><wp:author_login><![CDATA[maria]]></wp:author_login><wp:author_email><![CDATA[maria@example.com]]></wp:author_email><wp:author_display_name><![CDATA[María Pérez]]></wp:author_display_name></wp:author>
\t<wp:category><wp:term_id>4</wp:term_id><wp:category_nicename><![CDATA[postres]]></wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name><![CDATA[Postres]]></wp:cat_name><wp:category_description><![CDATA[Dulces de la abuela]]></wp:category_description></wp:category>
\t<wp:category><wp:term_id>5</wp:term_id><wp:category_nicename>flanes</wp:category_nicename><wp:category_parent>postres</wp:category_parent><wp:cat_name>Flanes &amp; natillas</wp:cat_name></wp:category>
\t<wp:tag><wp:term_id>9</wp:term_id><wp:tag_slug><![CDATA[coco]]></wp:tag_slug><wp:tag_name><![CDATA[Coco]]></wp:tag_name></wp:tag>
\t<generator>https://wordpress.org/?v=6.5.3</generator>
`;

const ITEM = (id: number, title: string, content: string) => `
\t<item>
\t\t<title><![CDATA[${title}]]></title>
\t\t<link>https://sabor.example/?p=${id}&amp;lang=es</link>
\t\t<dc:creator><![CDATA[maria]]></dc:creator>
\t\t<guid isPermaLink="false">https://sabor.example/?p=${id}</guid>
\t\t<content:encoded><![CDATA[${content}]]></content:encoded>
\t\t<excerpt:encoded><![CDATA[]]></excerpt:encoded>
\t\t<wp:post_id>${id}</wp:post_id>
\t\t<wp:post_date><![CDATA[2024-05-10 14:30:00]]></wp:post_date>
\t\t<wp:post_date_gmt><![CDATA[2024-05-10 12:30:00]]></wp:post_date_gmt>
\t\t<wp:post_name><![CDATA[post-${id}]]></wp:post_name>
\t\t<wp:status><![CDATA[publish]]></wp:status>
\t\t<wp:post_type><![CDATA[post]]></wp:post_type>
\t\t<category domain="category" nicename="flanes"><![CDATA[Flanes &amp; natillas]]></category>
\t\t<category domain='post_tag' nicename="coco">Coco &amp; más</category>
\t\t<wp:postmeta>
\t\t\t<wp:meta_key><![CDATA[_yoast_wpseo_metadesc]]></wp:meta_key>
\t\t\t<wp:meta_value><![CDATA[El flan <b>más</b> rico]]></wp:meta_value>
\t\t</wp:postmeta>
\t\t<wp:comment>
\t\t\t<wp:comment_id>7</wp:comment_id>
\t\t\t<wp:comment_author><![CDATA[Lucía]]></wp:comment_author>
\t\t\t<wp:comment_content><![CDATA[<p>¡Rico! 😋</p>]]></wp:comment_content>
\t\t\t<wp:comment_approved>1</wp:comment_approved>
\t\t\t<wp:commentmeta><wp:meta_key>wprm-comment-rating</wp:meta_key><wp:meta_value>5</wp:meta_value></wp:commentmeta>
\t\t</wp:comment>
\t</item>`;

const TRICKY_CONTENT = '<p>Mezcla 2 &lt; 3 tazas &amp; "azúcar" ]] y ]&gt; al gusto — ñ 🍮</p>\n' +
  '<!-- wp:image {"id":12} --><figure><img src="https://sabor.example/flan.jpg" alt="Flan"/></figure>';
const XML = HEAD + ITEM(12, "Flan de calabaza &amp; coco: “el de Tía Rosa”", TRICKY_CONTENT) +
  "\n\t<!-- <item> in a comment is not an item -->\n\t<?php echo 'not an item'; ?>" +
  ITEM(13, "Arroz con pollo", "<p>Arroz</p>") + "\n</channel>\n</rss>\n";
const BYTES = encoder.encode(XML);

function check(document: WxrDocument, items: WxrItem[]) {
  assert.equal(document.version, "1.2");
  assert.equal(document.siteUrl, "https://sabor.example");
  assert.deepEqual(document.authorList, [{ login: "maria", email: "maria@example.com", name: "María Pérez" }]);
  assert.deepEqual(document.authorIds, new Map([["maria", "3"]]));
  assert.deepEqual([...document.categories.values()], [
    { slug: "postres", name: "Postres", parent: "", description: "Dulces de la abuela" },
    { slug: "flanes", name: "Flanes & natillas", parent: "postres", description: "" },
  ]);
  assert.deepEqual(document.tags, [{ slug: "coco", name: "Coco" }]);
  assert.deepEqual(items.map((item) => [item.index, item.id]), [[1, "12"], [2, "13"]]);
  const [flan] = items;
  // CDATA is taken as written (its entities stay), text outside it is decoded.
  assert.equal(flan.title, "Flan de calabaza &amp; coco: “el de Tía Rosa”");
  assert.equal(flan.content, TRICKY_CONTENT);
  assert.equal(flan.link, "https://sabor.example/?p=12&lang=es");
  assert.deepEqual(flan.terms, [
    { domain: "category", slug: "flanes", name: "Flanes &amp; natillas" },
    { domain: "post_tag", slug: "coco", name: "Coco & más" },
  ]);
  assert.deepEqual(flan.meta, new Map([["_yoast_wpseo_metadesc", "El flan <b>más</b> rico"]]));
  assert.equal(flan.comments.length, 1);
  assert.equal(flan.comments[0].content, "<p>¡Rico! 😋</p>");
  assert.equal(flan.comments[0].author, "Lucía");
  assert.deepEqual(flan.comments[0].meta, new Map([["wprm-comment-rating", "5"]]));
}

Deno.test("WXR stream: any cut of the file into chunks reads the same channel and items", async () => {
  for (const size of [1, 2, 3, 5, 9, 16, 61, 256, BYTES.length]) {
    const { document, items } = await readAllItems(inPieces(BYTES, size));
    check(document, items.map((read) => read.item));
  }
});

Deno.test("WXR stream: an item is handed over once its end tag is read, before the rest of the file", async () => {
  const pulled = { count: 0 };
  const size = 64;
  const firstEnd = XML.indexOf("</item>") + "</item>".length;
  const firstEndByte = encoder.encode(XML.slice(0, firstEnd)).length;
  for await (const { item } of readWxr(inPieces(BYTES, size, pulled), emptyWxrDocument())) {
    assert.equal(item.id, "12");
    assert.equal(pulled.count, Math.ceil(firstEndByte / size), "no chunk past the item's end is read");
    assert.ok(pulled.count * size < BYTES.length);
    break;
  }
});

Deno.test("WXR stream: an item read again from its byte range is the same item", async () => {
  const { items } = await readAllItems(inPieces(BYTES, 7));
  for (const { item, range } of items) {
    const bytes = BYTES.subarray(range.start, range.end);
    assert.match(new TextDecoder().decode(bytes), /^<item>[\s\S]*<\/item>$/);
    assert.deepEqual(readWxrItemAt(bytes, item.index), item);
  }
});

Deno.test("WXR stream: the fixtures read the same whole and in 13-byte chunks", async () => {
  for (const name of ["sabor-de-cuba.WordPress.2024-06-01.xml", "la-mesa-cubana.WordPress.2026-01-15.xml"]) {
    const bytes = await Deno.readFile(fixturePath(`wordpress/${name}`));
    const whole = await readAllItems(inPieces(bytes, bytes.length));
    const chunked = await readAllItems(inPieces(bytes, 13));
    assert.deepEqual(chunked, whole, name);
    assert.ok(whole.items.length > 10, name);
  }
});

Deno.test("WXR stream: broken XML and other documents are refused with the place of the fault", async () => {
  const cases: [string, RegExp][] = [
    [
      XML.replace("</wp:post_id>", "</wp:post_ID>"),
      // An end tag that closes nothing open is passed over; the element it should have closed is still open at the
      // item's end tag.
      /^Malformed XML at line \d+, column 2: Expected closing tag 'wp:post_id' \(opened in line \d+, col 3\) instead of closing tag 'item'\.$/,
    ],
    [
      XML.slice(0, XML.lastIndexOf("</item>")),
      /^Malformed XML at line \d+, column \d+: Unclosed tag 'item' \(opened in line \d+, col 2\) at the end of the file\.$/,
    ],
    [XML.replace("<![CDATA[Arroz con pollo]]>", "<![CDATA[Arroz con pollo"), /^Malformed XML/],
    ['<?xml version="1.0"?><feed><entry/></feed>', /^Not a WordPress export/],
    ["<rss><channel><item><title>x</title></item></channel></rss>", /^Not a WordPress export/],
  ];
  for (const [xml, reason] of cases) {
    for (const size of [5, 1 << 20]) {
      await assert.rejects(
        readAllItems(inPieces(encoder.encode(xml), size)),
        (error: Error) => reason.test(error.message) || assert.fail(`${error.message} in ${size}-byte chunks`),
      );
    }
  }
});
