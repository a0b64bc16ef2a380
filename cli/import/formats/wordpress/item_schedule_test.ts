/** Scheduled WordPress posts: a date ahead stays scheduled here; a date already past is published on that date. */
import assert from "node:assert/strict";
import { type WxrContext, wxrItemToImport } from "./item.ts";
import type { WxrItem } from "./wxr.ts";

const NOW = Date.parse("2026-03-01T12:00:00Z");

const context: WxrContext = {
  label: "export.xml",
  categories: new Map(),
  attachments: new Map(),
  gallery: new Map(),
  blocks: new Map(),
  siteUrl: "https://mesa.example.org",
  authors: new Map(),
  authorIds: new Map(),
};

function futureItem(dateGmt: string): WxrItem {
  return {
    index: 1,
    id: "104",
    title: "Pastelitos de guayaba",
    link: "https://mesa.example.org/?p=104",
    content: "<!-- wp:paragraph -->\n<p>Hojaldre y guayaba.</p>\n<!-- /wp:paragraph -->",
    excerpt: "",
    postName: "pastelitos-de-guayaba",
    status: "future",
    postType: "post",
    dateGmt,
    date: dateGmt,
    attachmentUrl: "",
    creator: "",
    password: "",
    sticky: false,
    terms: [],
    comments: [],
    meta: new Map(),
  };
}

Deno.test("a WordPress post scheduled for a date ahead is a draft scheduled for that date", () => {
  const item = wxrItemToImport(futureItem("2026-04-15 13:00:00"), context, NOW);
  assert.equal(item.post.status, "draft");
  assert.equal(item.post.scheduled_at, "2026-04-15T13:00:00.000Z");
  assert.equal(item.post.published_at, undefined);
  assert.deepEqual(item.notes, [
    "scheduled for 2026-04-15T13:00:00.000Z in WordPress: scheduled here too, it publishes then",
  ]);
});

Deno.test("a WordPress post scheduled for a date already past is published on that date, said in the summary", () => {
  const item = wxrItemToImport(futureItem("2026-02-14 09:30:00"), context, NOW);
  assert.equal(item.post.status, "published");
  assert.equal(item.post.published_at, "2026-02-14T09:30:00.000Z");
  assert.equal(item.post.scheduled_at, undefined);
  assert.deepEqual(item.notes, [
    "scheduled for 2026-02-14T09:30:00.000Z in WordPress, a time already past: imported as published on that date",
  ]);
});
