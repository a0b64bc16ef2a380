import assert from "node:assert/strict";
import type { z } from "zod";
import { CategoryPatchSchema } from "./category.ts";
import { MediaItemInputSchema } from "./media.ts";
import { MenuItemInputSchema, SubmenuLinkSchema } from "./menu.ts";
import { PostPatchSchema } from "./post.ts";
import { RedirectInputSchema } from "./redirect.ts";
import { SettingsPatchSchema } from "./settings.ts";
import { httpUrl, sitePathOrHttpUrl, videoUrl } from "./url_fields.ts";

/** Values no URL field may accept, whatever its shape. */
const HOSTILE = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:image/png;base64,AAAA",
  "vbscript:msgbox(1)",
  "//evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example",
  "https://evil.example/a\\b",
  "/a b",
  "/a\nb",
  "/a\u0000b",
  "/a\u0085b",
  "/a\u202eb",
  "https://\u2066evil.example",
  "https:///evil.example",
  "https:evil.example",
  "http://",
  `/${"a".repeat(2048)}`,
  `https://example.com/${"a".repeat(2040)}`,
];

const builders: [string, z.ZodString, string[], string[]][] = [
  ["httpUrl", httpUrl("URL"), ["https://example.com", "http://example.com:8080/a?b#c", "HTTPS://EXAMPLE.COM/"], [
    "/contacto",
    "ftp://example.com/",
    "mailto:a@example.com",
  ]],
  ["sitePathOrHttpUrl", sitePathOrHttpUrl("URL"), ["/media/a.webp", "https://cdn.example.com/a.webp"], [
    "ftp://example.com/a.webp",
    "media/a.webp",
    "blob:https://example.com/1",
  ]],
  [
    "videoUrl",
    videoUrl("Video URL"),
    [
      "https://www.youtube.com/watch?v=abcDEF12345",
      "https://youtu.be/abcDEF12345",
      "https://vimeo.com/123456",
      "https://www.dailymotion.com/video/x7abcd",
      "/video/hero.mp4",
      "https://cdn.example.com/clip.webm",
    ],
    ["https://example.com/page", "/video/hero.mov", "https://www.youtube.com/watch"],
  ],
];

for (const [name, schema, good, bad] of builders) {
  Deno.test(`${name} accepts its shapes, "" and trimmed values`, () => {
    for (const value of ["", ...good]) assert.equal(schema.parse(value), value, value);
    assert.equal(schema.parse(`  ${good[0]}  `), good[0]);
  });

  Deno.test(`${name} refuses other shapes, hostile schemes, tricks and over-long values`, () => {
    for (const value of [...bad, ...HOSTILE]) {
      assert.equal(schema.safeParse(value).success, false, `${name} accepted ${JSON.stringify(value)}`);
    }
    for (const value of [null, 5, ["/"], { href: "/" }]) {
      assert.equal(schema.safeParse(value).success, false, `${name} accepted ${JSON.stringify(value)}`);
    }
  });
}

/** Every URL field a user can set, with a base payload, a value it must accept and whether links beyond http(s) are fine. */
const fields: { name: string; schema: z.ZodType; field: string; base: Record<string, unknown>; good: string }[] = [
  { name: "menu item url", schema: MenuItemInputSchema, field: "url", base: { label: "A" }, good: "/contacto" },
  { name: "submenu url", schema: SubmenuLinkSchema, field: "url", base: { label: "A" }, good: "/categoria/x" },
  {
    name: "redirect to_path",
    schema: RedirectInputSchema,
    field: "to_path",
    base: { from_path: "/viejo" },
    good: "https://example.com/nuevo",
  },
  { name: "redirect from_path", schema: RedirectInputSchema, field: "from_path", base: { to_path: "/n" }, good: "/v" },
  { name: "settings logo_url", schema: SettingsPatchSchema, field: "logo_url", base: {}, good: "/media/logo.webp" },
  {
    name: "settings default header",
    schema: SettingsPatchSchema,
    field: "default_category_header_image",
    base: {},
    good: "https://cdn.example.com/h.webp",
  },
  { name: "favicon", schema: SettingsPatchSchema, field: "favicon_32_url", base: {}, good: "/media/f32.webp" },
  { name: "featured image", schema: PostPatchSchema, field: "featured_image", base: {}, good: "/media/p.webp" },
  {
    name: "video url",
    schema: PostPatchSchema,
    field: "video_url",
    base: {},
    good: "https://www.youtube.com/watch?v=abcDEF12345",
  },
  { name: "category card image", schema: CategoryPatchSchema, field: "card_image", base: {}, good: "/media/c.webp" },
  {
    name: "category header image",
    schema: CategoryPatchSchema,
    field: "header_image",
    base: {},
    good: "/media/h.webp",
  },
  {
    name: "media url",
    schema: MediaItemInputSchema,
    field: "url",
    base: { key: "a.webp", filename: "a.webp", mime: "image/webp", size: 1 },
    good: "/media/a.webp",
  },
];

for (const { name, schema, field, base, good } of fields) {
  Deno.test(`${name}: a hostile URL is a field error, a good one is kept`, () => {
    const ok = schema.safeParse({ ...base, [field]: good });
    assert.ok(ok.success, `${name}: ${JSON.stringify(ok.error?.issues)}`);
    assert.equal((ok.data as Record<string, unknown>)[field], good);
    for (const value of HOSTILE) {
      const parsed = schema.safeParse({ ...base, [field]: value });
      assert.equal(parsed.success, false, `${name} accepted ${JSON.stringify(value)}`);
      assert.ok(parsed.error!.issues.some((issue) => issue.path[0] === field), `${name}: ${value}`);
    }
  });
}
