/**
 * Recounts every post index and counter from the `["posts", id]` records (slugs and folded titles unique) and
 * asserts the stored ones match exactly, in both directions (tests only).
 */
import assert from "node:assert/strict";
import type { Category } from "@/lib/schemas/category.ts";
import type { PostSummary } from "@/lib/schemas/post.ts";
import { titleIndexForm } from "@/lib/db/post_keys.ts";
import { tagSlug } from "@/lib/shared/tags.ts";

const STATUSES = ["draft", "published"] as const;

interface RecordShape {
  id: string;
  slug: string;
  title: string;
  status: "draft" | "published";
  author_name: string;
  created_at: string;
  published_at: string | null;
  /** Absent on records saved before posts could be scheduled. */
  scheduled_at?: string | null;
  category_ids: string[];
  /** Absent on records saved before posts had tags. */
  tags?: string[];
  content_chunks: number;
}

/** Every entry under `prefix`. */
export async function entries<T>(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Deno.KvEntry<T>[]> {
  const out: Deno.KvEntry<T>[] = [];
  for await (const entry of kv.list<T>({ prefix })) out.push(entry);
  return out;
}

function counter(value: unknown): number {
  assert.ok(value instanceof Deno.KvU64, "counters are KvU64");
  return Number(value.value);
}

/** Asserts that indexes, counters and content chunks match the post records; returns the post count. */
export async function verifyIndexes(kv: Deno.Kv): Promise<{ posts: number }> {
  const records = (await entries<RecordShape>(kv, ["posts"])).map((e) => e.value);
  const categories = new Set((await entries<Category>(kv, ["categories"])).map((e) => e.value.id));

  const expected = new Map<string, RecordShape>();
  const slugs = new Map<string, string>();
  const titles = new Map<string, string>();
  const counts = new Map<string, number>();
  const bump = (key: Deno.KvKey) => counts.set(JSON.stringify(key), (counts.get(JSON.stringify(key)) ?? 0) + 1);
  for (const post of records) {
    assert.ok(!slugs.has(post.slug), `slug ${post.slug} is unique`);
    slugs.set(post.slug, post.id);
    assert.ok(!titles.has(titleIndexForm(post.title)), `title ${post.title} is unique`);
    titles.set(titleIndexForm(post.title), post.id);
    const order = post.published_at ?? post.created_at;
    expected.set(JSON.stringify(["posts_by_created", post.created_at, post.id]), post);
    bump(["post_count", post.status]);
    for (const categoryId of post.category_ids) {
      assert.ok(categories.has(categoryId), `post ${post.id} links existing category ${categoryId}`);
      expected.set(JSON.stringify(["posts_by_category", categoryId, post.status, order, post.id]), post);
      bump(["category_post_count", categoryId, post.status]);
    }
    for (const slug of new Set((post.tags ?? []).map(tagSlug))) {
      expected.set(JSON.stringify(["posts_by_tag", slug, post.status, order, post.id]), post);
      bump(["tag_post_count", slug, post.status]);
    }
    assert.equal(
      post.published_at !== null || post.status === "draft",
      true,
      "published posts have published_at",
    );
  }

  const found = new Set<string>();
  for (
    const prefix of [
      "posts_by_created",
      "posts_by_category",
      "posts_by_tag",
    ]
  ) {
    for (const entry of await entries<PostSummary>(kv, [prefix])) {
      const name = JSON.stringify(entry.key);
      const post = expected.get(name);
      assert.ok(post, `index entry ${name} belongs to a record`);
      assert.equal(entry.value.id, post.id);
      assert.equal(entry.value.slug, post.slug);
      assert.equal(entry.value.title, post.title);
      assert.equal(entry.value.status, post.status);
      assert.equal(entry.value.author_name, post.author_name, `index entry ${name} shows the post's author`);
      assert.deepEqual(entry.value.category_ids, post.category_ids);
      found.add(name);
    }
  }
  assert.deepEqual(
    [...expected.keys()].filter((k) => !found.has(k)),
    [],
    "every record has all its index entries",
  );

  const scheduled = records.filter((post) => post.status === "draft" && post.scheduled_at)
    .map((post) => JSON.stringify(["posts_scheduled", post.scheduled_at, post.id])).sort();
  const scheduledEntries = await entries<string>(kv, ["posts_scheduled"]);
  assert.deepEqual(scheduledEntries.map((entry) => JSON.stringify(entry.key)).sort(), scheduled, "scheduled drafts");
  for (const entry of scheduledEntries) assert.equal(entry.value, entry.key[2], "a schedule entry holds its post id");

  const slugEntries = await entries<string>(kv, ["posts_by_slug"]);
  assert.equal(slugEntries.length, records.length);
  for (const entry of slugEntries) assert.equal(slugs.get(String(entry.key[1])), entry.value);
  const titleEntries = await entries<string>(kv, ["posts_by_title"]);
  assert.equal(titleEntries.length, records.length, "one title key per post");
  for (const entry of titleEntries) assert.equal(titles.get(String(entry.key[1])), entry.value, "title key owner");

  const storedCounts = new Map<string, number>();
  for (const entry of await entries(kv, ["post_count"])) {
    storedCounts.set(JSON.stringify(entry.key), counter(entry.value));
  }
  for (const prefix of ["category_post_count", "tag_post_count"]) {
    for (const entry of await entries(kv, [prefix])) storedCounts.set(JSON.stringify(entry.key), counter(entry.value));
  }
  for (const status of STATUSES) {
    const key = JSON.stringify(["post_count", status]);
    assert.equal(storedCounts.get(key) ?? 0, counts.get(key) ?? 0, key);
  }
  for (const [key, value] of storedCounts) assert.equal(value, counts.get(key) ?? 0, key);
  for (const [key, value] of counts) assert.equal(storedCounts.get(key), value, key);

  const chunks = await entries<Uint8Array>(kv, ["post_content"]);
  const byPost = new Map<string, number>();
  for (const entry of chunks) byPost.set(String(entry.key[1]), (byPost.get(String(entry.key[1])) ?? 0) + 1);
  for (const post of records) {
    assert.equal(byPost.get(post.id) ?? 0, post.content_chunks, `chunks of ${post.id}`);
  }
  assert.equal(
    [...byPost.keys()].filter((id) => !records.some((p) => p.id === id)).length,
    0,
    "no orphan chunks",
  );
  return { posts: records.length };
}
