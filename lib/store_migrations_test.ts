import assert from "node:assert/strict";
import { withKv } from "@/tests/support/kv.ts";
import { createCategory } from "./db/categories.ts";
import { messageKey } from "./db/contact_index.ts";
import { createMediaItem } from "./db/media.ts";
import { createMenuItem, listMenuItems } from "./db/menu.ts";
import { MIGRATIONS_PREFIX } from "./db/migrations/records.ts";
import { createPost } from "./db/posts.ts";
import { REDIRECTS_BY_TARGET_PREFIX, targetKey } from "./db/redirect_keys.ts";
import { createRedirect, getRedirect } from "./db/redirects.ts";
import { postTitleKey } from "./db/post_keys.ts";
import { BASE_FORMAT, ensureStoreMarker, STORE_FORMAT, STORE_MARKER_KEY } from "./db/store_check.ts";
import { migrateStore, RETIRED_MEDIA_INDEXES, STORE_CLEANUPS, STORE_MIGRATIONS } from "./store_migrations.ts";

Deno.test("the migration list ends at STORE_FORMAT and every cleanup follows a migration of it", () => {
  const ids = STORE_MIGRATIONS.map((migration) => migration.id);
  assert.equal(ids[0], BASE_FORMAT + 1);
  assert.equal(ids.at(-1), STORE_FORMAT);
  assert.deepEqual(ids, [...new Set(ids)].sort((a, b) => a - b));
  for (const cleanup of STORE_CLEANUPS) assert.ok(ids.includes(cleanup.after), cleanup.name);
  assert.equal(new Set(STORE_CLEANUPS.map((cleanup) => cleanup.id)).size, STORE_CLEANUPS.length);
});

Deno.test("the migrations bring an earlier store's data to this layout; run again from scratch, they change nothing", () =>
  withKv(async (kv) => {
    // Data as earlier releases left it: a menu entry without its category reference, a title without its index entry, a contact message without the inbox flags, redirects without target entries.
    await ensureStoreMarker(kv, ":memory:");
    await createCategory(kv, { name: "Postres", slug: "postres" });
    await createMenuItem(kv, { label: "Dulces", url: "/categoria/postres" });
    const { post } = await createPost(kv, { title: "Flan de calabaza" }, { id: "u", name: "Ana" });
    await kv.delete(postTitleKey(post.title));
    await kv.set(messageKey("01K0000000000000000000000A"), {
      id: "01K0000000000000000000000A",
      name: "Luis",
      email: "luis@example.com",
      subject: "otro",
      message: "Hola",
      created_at: "2025-01-01T00:00:00.000Z",
    });
    const moved = await createRedirect(kv, { from_path: "/flan-viejo", to_path: "/flan" });
    await createRedirect(kv, { from_path: "/otro", to_path: "/flan" });
    for await (const entry of kv.list({ prefix: REDIRECTS_BY_TARGET_PREFIX })) await kv.delete(entry.key);

    // What the migrations report having fixed: `each` record of every kind but redirects, and `redirects`.
    const reports = (each: number, redirects: number) => [
      [2, { adopted: [] }],
      [3, { linked: each }],
      [4, {}],
      [5, { indexed: each, duplicates: 0 }],
      [6, { items: each }],
      [7, {}],
      [8, { items: redirects }],
      [9, {}],
    ];
    const first = await migrateStore(kv);
    assert.deepEqual(first.map(({ id, summary }) => [id, summary]), reports(1, 2));
    assert.equal((await kv.get<{ format: number }>(STORE_MARKER_KEY)).value?.format, STORE_FORMAT);
    assert.ok((await listMenuItems(kv)).every((entry) => entry.category_id));
    assert.equal((await kv.get(postTitleKey(post.title))).value, post.id);
    const byTarget = await Array.fromAsync(kv.list({ prefix: [...REDIRECTS_BY_TARGET_PREFIX, "/flan"] }));
    assert.equal(byTarget.length, 2);
    // Indexed, a redirect from /flan re-points both straight to its target.
    await createRedirect(kv, { from_path: "/flan", to_path: "/flan-de-calabaza" });
    assert.equal((await getRedirect(kv, moved.id))?.to_path, "/flan-de-calabaza");

    // As if every one of them had been cut short before its record: all run again, and find nothing to do.
    for await (const entry of kv.list({ prefix: MIGRATIONS_PREFIX })) await kv.delete(entry.key);
    const again = await migrateStore(kv);
    assert.deepEqual(again.map(({ id, summary }) => [id, summary]), reports(0, 0));
  }));

Deno.test("a post write leaves no status index, and cleanup 3 removes those earlier releases wrote", () =>
  withKv(async (kv) => {
    const { post } = await createPost(kv, { title: "Ropa vieja" }, { id: "user-1", name: "Ana" });
    const count = async (...prefixes: string[]) => {
      let found = 0;
      for (const prefix of prefixes) found += (await Array.fromAsync(kv.list({ prefix: [prefix] }))).length;
      return found;
    };
    assert.equal(await count("posts_by_status_created", "posts_by_status_published"), 0);
    await kv.set(["posts_by_status_created", "draft", post.created_at, post.id], { id: post.id });
    await kv.set(["posts_by_status_published", "draft", post.created_at, post.id], { id: post.id });
    const cleanup = STORE_CLEANUPS.find((candidate) => candidate.id === 3)!;
    assert.equal(cleanup.after, 7, "it waits for the migration of the release that stopped writing them");
    assert.deepEqual(await cleanup.run(kv, () => Promise.resolve()), { keys: 2 });
    assert.equal(await count("posts_by_status_created", "posts_by_status_published"), 0);
    assert.equal(await count("posts_by_created"), 1, "the index still in use is kept");
  }));

Deno.test("a media write leaves no key or post index entry, and cleanup 4 removes those earlier releases wrote", () =>
  withKv(async (kv) => {
    const item = await createMediaItem(kv, {
      url: "/media/posts/flan.webp",
      key: "posts/flan.webp",
      filename: "flan.webp",
      mime: "image/webp",
      size: 10,
      kind: "featured",
      post_id: "p1",
    });
    const count = async () => {
      let found = 0;
      for (const prefix of RETIRED_MEDIA_INDEXES) found += (await Array.fromAsync(kv.list({ prefix }))).length;
      return found;
    };
    assert.equal(await count(), 0);
    await kv.set(["media_by_key", item.key], item.id);
    await kv.set(["media_by_post", "p1", item.id], item.id);
    const cleanup = STORE_CLEANUPS.find((candidate) => candidate.id === 4)!;
    assert.equal(cleanup.after, 9, "it waits for the migration of the release that stopped writing them");
    assert.deepEqual(await cleanup.run(kv, () => Promise.resolve()), { keys: 2 });
    assert.equal(await count(), 0);
    assert.equal((await Array.fromAsync(kv.list({ prefix: ["media_by_url"] }))).length, 1, "the URL index is kept");
  }));

Deno.test("cleanup 5 indexes the redirects an earlier release saved without a target entry after migration 8", () =>
  withKv(async (kv) => {
    await createRedirect(kv, { from_path: "/ajiaco-viejo", to_path: "/ajiaco" });
    await migrateStore(kv);
    // A process of the earlier release, still serving during the rolling restart, saves a redirect without the entry.
    const old = await createRedirect(kv, { from_path: "/ajiaco-2019", to_path: "/ajiaco" });
    assert.ok((await kv.get(targetKey(old))).versionstamp, "this release writes the entry");
    await kv.delete(targetKey(old));
    const cleanup = STORE_CLEANUPS.find((candidate) => candidate.id === 5)!;
    assert.equal(cleanup.after, 8);
    assert.deepEqual(await cleanup.run(kv, () => Promise.resolve()), { items: 1 }, "only the missing entry");
    await createRedirect(kv, { from_path: "/ajiaco", to_path: "/ajiaco-criollo" });
    assert.equal((await getRedirect(kv, old.id))?.to_path, "/ajiaco-criollo", "re-pointed with the others");
  }));
