/**
 * A WordPress WXR 1.2 export for the import benchmark, written item by item:
 * nested categories, posts with Gutenberg block comments and entities, every
 * `imageEvery`-th post with a featured image (an attachment item and
 * `_thumbnail_id`), every `recipeEvery`-th post with a WP Recipe Maker recipe.
 */

/** What to write. */
export interface WxrFileOptions {
  posts: number;
  /** Base URL the attachment items point to (`<base>/<n>.jpg`). */
  imageBase: string;
  /** Every how many posts has a featured image (default 5; 0: none). */
  imageEvery?: number;
  /** Inline images per post: "two" (default), "one-or-two" (alternating), "none" (a text-only export). */
  inline?: "two" | "one-or-two" | "none";
  recipeEvery?: number;
  topCategories?: number;
  childrenPerCategory?: number;
}

/** What the file holds. */
export interface WxrFileSummary {
  posts: number;
  attachments: number;
  recipes: number;
  categories: number;
  bytes: number;
}

const cdata = (value: string) => `<![CDATA[${value}]]>`;
const meta = (key: string, value: string) =>
  `\t\t<wp:postmeta>\n\t\t<wp:meta_key>${cdata(key)}</wp:meta_key>\n\t\t<wp:meta_value>${
    cdata(value)
  }</wp:meta_value>\n\t\t</wp:postmeta>\n`;
const INGREDIENTS = [
  { amount: "2", unit: "tazas", name: "arroz de grano largo", notes: "" },
  { amount: "1", unit: "", name: "cebolla", notes: "picada" },
  { amount: "3", unit: "dientes", name: "ajo", notes: "" },
];
const INSTRUCTIONS = [{ text: "<p>Sofríe la cebolla y el ajo.</p>" }, { text: "<p>Añade el arroz y cocina.</p>" }];
const byteLength = (value: string) => new TextEncoder().encode(value).length;
const phpString = (value: string) => `s:${byteLength(value)}:"${value}";`;

function phpArray(entries: string[]): string {
  return `a:${entries.length}:{${entries.map((entry, i) => `i:${i};${entry}`).join("")}}`;
}

function phpDict(fields: Record<string, string>): string {
  const pairs = Object.entries(fields).map(([k, v]) => phpString(k) + phpString(v));
  return `a:${pairs.length}:{${pairs.join("")}}`;
}

/** One unnamed WP Recipe Maker group holding `rows` under `key`. */
function phpGroup(key: string, rows: Record<string, string>[]): string {
  const group = `a:2:{${phpString("name")}${phpString("")}${phpString(key)}${phpArray(rows.map(phpDict))}}`;
  return phpArray([group]);
}

function item(fields: {
  id: number;
  title: string;
  slug: string;
  type: string;
  status: string;
  date: string;
  content?: string;
  excerpt?: string;
  attachmentUrl?: string;
  parent?: number;
  categories?: { slug: string; name: string }[];
  meta?: [string, string][];
}): string {
  const link = fields.type === "attachment"
    ? `https://viejo.example.com/?attachment_id=${fields.id}`
    : `https://viejo.example.com/${fields.date.slice(0, 4)}/${fields.slug}/`;
  return `\t<item>
\t\t<title>${cdata(fields.title)}</title>
\t\t<link>${link}</link>
\t\t<dc:creator>${cdata("maria")}</dc:creator>
\t\t<guid isPermaLink="false">https://viejo.example.com/?p=${fields.id}</guid>
\t\t<description></description>
\t\t<content:encoded>${cdata(fields.content ?? "")}</content:encoded>
\t\t<excerpt:encoded>${cdata(fields.excerpt ?? "")}</excerpt:encoded>
\t\t<wp:post_id>${fields.id}</wp:post_id>
\t\t<wp:post_date>${cdata(fields.date)}</wp:post_date>
\t\t<wp:post_date_gmt>${cdata(fields.date)}</wp:post_date_gmt>
\t\t<wp:post_name>${cdata(fields.slug)}</wp:post_name>
\t\t<wp:status>${cdata(fields.status)}</wp:status>
\t\t<wp:post_parent>${fields.parent ?? 0}</wp:post_parent>
\t\t<wp:post_type>${cdata(fields.type)}</wp:post_type>
${fields.attachmentUrl ? `\t\t<wp:attachment_url>${cdata(fields.attachmentUrl)}</wp:attachment_url>\n` : ""}${
    (fields.categories ?? []).map((c) =>
      `\t\t<category domain="category" nicename="${c.slug}">${cdata(c.name)}</category>\n`
    )
      .join("")
  }${(fields.meta ?? []).map(([k, v]) => meta(k, v)).join("")}\t</item>
`;
}

/** Inline images of post `n` (the import downloads them into the media library). */
function inlineImages(n: number, imageBase: string, inline: WxrFileOptions["inline"] = "two"): string {
  const sides = inline === "none" ? [] : inline === "one-or-two" && n % 2 ? ["a"] : ["a", "b"];
  return sides.map((side) =>
    `<!-- wp:image -->\n<figure class="wp-block-image"><img src="${imageBase}/inline-${n}-${side}.jpg" alt="Paso ${side}"/>` +
    `</figure>\n<!-- /wp:image -->`
  ).join("\n\n");
}

function body(n: number, recipeId: number | undefined, options: WxrFileOptions): string {
  const paragraphs = Array.from(
    { length: 6 },
    (_, i) =>
      `<!-- wp:paragraph -->\n<p>Paso ${i + 1} de la receta número ${n}: sofríe la cebolla &amp; el ajo, ` +
      `añade el comino y deja que todo se integre a fuego lento durante unos minutos más.</p>\n<!-- /wp:paragraph -->`,
  );
  const recipe = recipeId
    ? `\n<!-- wp:wp-recipe-maker/recipe {"id":${recipeId}} -->\n[wprm-recipe id="${recipeId}"]\n<!-- /wp:wp-recipe-maker/recipe -->`
    : "";
  return `<!-- wp:heading -->\n<h2>Receta ${n}</h2>\n<!-- /wp:heading -->\n${paragraphs.join("\n\n")}\n\n` +
    `${inlineImages(n, options.imageBase, options.inline)}${recipe}`;
}

/** Writes the export to `path` and says what it holds. */
export async function writeWxrFile(path: string, options: WxrFileOptions): Promise<WxrFileSummary> {
  const imageEvery = options.imageEvery ?? 5;
  const recipeEvery = options.recipeEvery ?? 4;
  const tops = options.topCategories ?? 10;
  const children = options.childrenPerCategory ?? 2;
  const file = await Deno.open(path, { write: true, create: true, truncate: true });
  const writer = file.writable.getWriter();
  const encoder = new TextEncoder();
  let bytes = 0;
  const write = async (text: string) => {
    const chunk = encoder.encode(text);
    bytes += chunk.length;
    await writer.write(chunk);
  };
  const categories: { slug: string; name: string; parent: string }[] = [];
  for (let t = 1; t <= tops; t++) {
    categories.push({ slug: `categoria-${t}`, name: `Categoría ${t}`, parent: "" });
    for (let c = 1; c <= children; c++) {
      categories.push({ slug: `categoria-${t}-${c}`, name: `Categoría ${t}.${c} &amp; más`, parent: `categoria-${t}` });
    }
  }
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<!-- generator="WordPress/6.5.3" created="2024-06-01 10:15" -->
<rss version="2.0"
\txmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
\txmlns:content="http://purl.org/rss/1.0/modules/content/"
\txmlns:wfw="http://wellformedweb.org/CommentAPI/"
\txmlns:dc="http://purl.org/dc/elements/1.1/"
\txmlns:wp="http://wordpress.org/export/1.2/"
>
<channel>
\t<title>Sabor de Cuba</title>
\t<link>https://viejo.example.com</link>
\t<language>es</language>
\t<wp:wxr_version>1.2</wp:wxr_version>
\t<wp:base_site_url>https://viejo.example.com</wp:base_site_url>
\t<wp:base_blog_url>https://viejo.example.com</wp:base_blog_url>
`);
  for (const [i, c] of categories.entries()) {
    await write(
      `\t<wp:category><wp:term_id>${i + 10}</wp:term_id><wp:category_nicename>${cdata(c.slug)}</wp:category_nicename>` +
        `<wp:category_parent>${cdata(c.parent)}</wp:category_parent><wp:cat_name>${
          cdata(c.name)
        }</wp:cat_name></wp:category>\n`,
    );
  }
  let attachments = 0;
  let recipes = 0;
  for (let n = 1; n <= options.posts; n++) {
    const postId = 100_000 + n;
    const date = `20${10 + (n % 14)}-0${1 + (n % 9)}-1${n % 10} 10:00:00`;
    const postMeta: [string, string][] = [];
    if (imageEvery && n % imageEvery === 0) {
      const attachmentId = 200_000 + n;
      attachments++;
      postMeta.push(["_thumbnail_id", String(attachmentId)]);
      await write(item({
        id: attachmentId,
        title: `foto-${n}`,
        slug: `foto-${n}`,
        type: "attachment",
        status: "inherit",
        date,
        parent: postId,
        attachmentUrl: `${options.imageBase}/${n}.jpg`,
      }));
    }
    let recipeId: number | undefined;
    if (n % recipeEvery === 0) {
      recipeId = 300_000 + n;
      recipes++;
      await write(item({
        id: recipeId,
        title: `Receta ${n}`,
        slug: `receta-${n}`,
        type: "wprm_recipe",
        status: "publish",
        date,
        meta: [
          ["wprm_parent_post_id", String(postId)],
          ["wprm_servings", "4"],
          ["wprm_prep_time", "15"],
          ["wprm_cook_time", "40"],
          ["wprm_ingredients", phpGroup("ingredients", INGREDIENTS)],
          ["wprm_instructions", phpGroup("instructions", INSTRUCTIONS)],
        ],
      }));
    }
    const top = categories[(n % tops) * (children + 1)];
    const child = categories[(n % tops) * (children + 1) + 1 + (n % children)];
    await write(item({
      id: postId,
      title: `Plato cubano número ${n}: &#8220;sabor&#8221; de casa`,
      slug: `plato-cubano-${n}`,
      type: "post",
      status: n % 10 === 0 ? "draft" : "publish",
      date,
      content: body(n, recipeId, options),
      excerpt: `Un plato cubano de casa, el número ${n}.`,
      categories: children ? [top, child] : [top],
      meta: postMeta,
    }));
  }
  await write("</channel>\n</rss>\n");
  await writer.close();
  return { posts: options.posts, attachments, recipes, categories: categories.length, bytes };
}
