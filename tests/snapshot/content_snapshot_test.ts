/**
 * The content snapshot on real stores: one build per content version however many requests ask at once, a write seen
 * at once in the writing process and, through a second handle on the same KV file, by another process's holder once
 * its version clock reads again, category counts over sub-categories, media usage, and unchanged posts taken over.
 */
import assert from "node:assert/strict";
import { createCategory } from "@/lib/db/categories.ts";
import { createPost, deletePost, updatePost } from "@/lib/db/posts.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { FULL_LISTING_MS } from "@/lib/snapshot/changed_posts.ts";
import { buildContentSnapshot, type ContentSnapshot } from "@/lib/snapshot/content_snapshot.ts";
import { ContentState } from "@/lib/snapshot/content_state.ts";
import { SnapshotHolder } from "@/lib/snapshot/snapshot_holder.ts";
import { VersionClock } from "@/lib/snapshot/version_clock.ts";
import { withKv } from "@/tests/support/kv.ts";
import { fromFileUrl } from "@/lib/fresh/paths.ts";

const author = { id: "user-1", name: "Ana Pérez" };
const worker = fromFileUrl(new URL("../support/write_posts_worker.ts", import.meta.url));

/** A holder on `kv` whose clock reads the store at most every `intervalMs`, counting the builds it runs. */
function countingHolder(kv: Deno.Kv, intervalMs: number) {
  const clock = new VersionClock(kv, intervalMs);
  const built: string[] = [];
  const holder = new SnapshotHolder(kv, () => clock.current(), {
    build: async (store, version, previous) => {
      built.push(version);
      return await buildContentSnapshot(store, version, previous);
    },
  });
  return { holder, built, clock };
}

Deno.test("content snapshot: built once per version for concurrent requests, never half-built", () =>
  withKv(async (kv) => {
    await createPost(kv, { title: "Arroz con pollo", status: "published" }, author);
    const { holder, built } = countingHolder(kv, 0);
    const snapshots = await Promise.all(Array.from({ length: 20 }, () => holder.get()));
    assert.equal(built.length, 1, "one build for twenty requests");
    assert.ok(snapshots.every((snapshot) => snapshot === snapshots[0]), "every request shares the one object");
    assert.equal(snapshots[0].posts.length, 1);
    assert.ok(Object.isFrozen(snapshots[0].posts) && Object.isFrozen(snapshots[0].posts[0].summary));
    assert.equal(await holder.get(), snapshots[0], "the same version needs no new build");
    assert.equal(built.length, 1);

    await createPost(kv, { title: "Frijoles negros", status: "draft" }, author);
    const [a, b] = await Promise.all([holder.get(), holder.get()]);
    assert.equal(built.length, 2, "a write makes one new build");
    assert.equal(a, b);
    assert.deepEqual(a.posts.map((post) => post.summary.title), ["Arroz con pollo", "Frijoles negros"]);
    assert.equal(snapshots[0].posts.length, 1, "the earlier snapshot is left as it was");
  }));

Deno.test("content snapshot: a write is seen at once in its process, in another one when its clock reads again", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.sqlite`;
  const kv = await Deno.openKv(path);
  try {
    // Clocks that would read the store again only after a minute: what each sees below comes from local writes and
    // explicit reads, never from time passing.
    const { holder: here, clock } = countingHolder(kv, 60_000);
    const { post } = await createPost(kv, { title: "Yuca con mojo", status: "published" }, author);
    assert.equal((await here.get()).byId.get(post.id)?.summary.title, "Yuca con mojo", "seen at once");
    await updatePost(kv, post.id, { title: "Yuca con mojo criollo" });
    assert.equal((await here.get()).byId.get(post.id)?.summary.title, "Yuca con mojo criollo", "seen at once");

    // Another process writes to the same file.
    const output = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--allow-all", worker, path, "Otro proceso", "2"],
      stdout: "piped",
      stderr: "inherit",
    }).output();
    assert.ok(output.success, "the writing process ran");
    const titles = async () => (await here.get()).posts.map((p) => p.summary.title).sort();
    assert.equal(clock.isFresh(), true, "no local write, clock not due");
    assert.deepEqual(await titles(), ["Yuca con mojo criollo"], "within the bound the snapshot may lag");
    await clock.read(); // what the clock does once its interval has passed
    assert.deepEqual(await titles(), ["Otro proceso 0", "Otro proceso 1", "Yuca con mojo criollo"]);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("content snapshot: a parent category counts its active sub-categories' published posts, each once", () =>
  withKv(async (kv) => {
    const { category: parent } = await createCategory(kv, { name: "Platos" });
    const { category: soups } = await createCategory(kv, { name: "Sopas", parent_id: parent.id });
    const { category: stews } = await createCategory(kv, { name: "Guisos", parent_id: parent.id });
    const { category: other } = await createCategory(kv, { name: "Postres" });
    const { category: hidden } = await createCategory(kv, { name: "Ocultos", parent_id: parent.id, is_active: 0 });
    const publish = (title: string, category_ids: string[]) =>
      createPost(kv, { title, status: "published", category_ids }, author);
    await publish("Ajiaco", [soups.id, stews.id]); // in two sub-categories: counted once for the parent
    await publish("Potaje", [stews.id, parent.id]); // in the parent and a sub-category: once
    await publish("Flan", [other.id]);
    await publish("Tasajo", [hidden.id]); // in an inactive sub-category: not listed on the parent's page, not counted
    await createPost(kv, { title: "Borrador", status: "draft", category_ids: [soups.id] }, author);
    const snapshot = await buildContentSnapshot(kv, "v", null);
    const counts = Object.fromEntries(snapshot.categories.map((c) => [c.name, c.post_count]));
    assert.deepEqual(counts, { Platos: 2, Sopas: 1, Guisos: 2, Postres: 1 });
  }));

Deno.test("content snapshot: media usage lists posts, categories and settings showing each file", () =>
  withKv(async (kv) => {
    const { post } = await createPost(kv, {
      title: "Tostones",
      featured_image: "/media/2026/01/tostones.webp",
      content: '<p><img src="/media/2026/01/paso-1.webp" alt="Paso 1"></p>',
    }, author);
    const { category } = await createCategory(kv, { name: "Fritos", card_image: "/media/2026/01/tostones.webp" });
    await updateSettings(kv, { logo_url: "/media/2026/01/logo.png" });
    let snapshot: ContentSnapshot = await buildContentSnapshot(kv, "v1", null);
    assert.deepEqual(snapshot.mediaUsage.get("2026/01/tostones.webp"), [
      { type: "post", id: post.id, title: "Tostones", field: "featured_image" },
      { type: "category", id: category.id, title: "Fritos", field: "card_image" },
    ]);
    assert.deepEqual(snapshot.mediaUsage.get("2026/01/paso-1.webp"), [
      { type: "post", id: post.id, title: "Tostones", field: "content" },
    ]);
    assert.deepEqual(snapshot.mediaUsage.get("2026/01/logo.png"), [
      { type: "settings", id: "logo_url", title: "logo_url", field: "logo_url" },
    ]);

    await deletePost(kv, post.id);
    snapshot = await buildContentSnapshot(kv, "v2", snapshot);
    assert.deepEqual(snapshot.mediaUsage.get("2026/01/tostones.webp"), [
      { type: "category", id: category.id, title: "Fritos", field: "card_image" },
    ]);
    assert.equal(snapshot.mediaUsage.has("2026/01/paso-1.webp"), false, "a deleted post's images are free");
  }));

Deno.test("content snapshot: a build takes over unchanged posts and reads changed ones again", () =>
  withKv(async (kv) => {
    const { post: kept } = await createPost(kv, { title: "Croquetas" }, author);
    const { post: changed } = await createPost(kv, { title: "Empanadas" }, author);
    const first = await buildContentSnapshot(kv, "v1", null);
    await updatePost(kv, changed.id, { title: "Empanadas de carne", ingredients: ["harina", "carne"] });
    const second = await buildContentSnapshot(kv, "v2", first);
    assert.equal(second.byId.get(kept.id), first.byId.get(kept.id), "the unchanged post is the same object");
    assert.notEqual(second.byId.get(changed.id), first.byId.get(changed.id));
    assert.equal(second.byId.get(changed.id)?.summary.title, "Empanadas de carne");
    assert.deepEqual(second.byId.get(changed.id)?.ingredients, ["harina", "carne"]);
  }));

Deno.test("media in use: the check before a delete sees another process's write before the clock reads again", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.sqlite`;
  const kv = await Deno.openKv(path);
  try {
    const content = new ContentState(kv, { versionCheckMs: 60_000 });
    const key = "2026/01/mojito.webp";
    assert.equal((await content.freshMediaUsage()).has(key), false);
    const posts = new URL("../../lib/db/posts.ts", import.meta.url).href;
    const script = `import { createPost } from "${posts}";
      const kv = await Deno.openKv(${JSON.stringify(path)});
      await createPost(kv, { title: "Mojito", featured_image: "/media/${key}" }, { id: "other", name: "Otro" });
      kv.close();`;
    const output = await new Deno.Command(Deno.execPath(), { args: ["eval", script], stderr: "inherit" }).output();
    assert.ok(output.success, "the other process wrote its post");
    assert.equal(
      (await content.snapshot.get()).mediaUsage.has(key),
      false,
      "pages may still read the snapshot before it",
    );
    const usage = await content.freshMediaUsage();
    assert.deepEqual(usage.get(key)?.map((place) => [place.title, place.field]), [["Mojito", "featured_image"]]);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

/** `kv` with the first part of every listed prefix recorded. */
function recordingLists(kv: Deno.Kv) {
  const listed: string[] = [];
  const recording = new Proxy(kv, {
    get(target, property) {
      if (property === "list") {
        return (selector: Deno.KvListSelector, options?: Deno.KvListOptions) => {
          listed.push(String("prefix" in selector ? selector.prefix[0] : "range"));
          return target.list(selector, options);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv: recording, listed };
}

Deno.test("content snapshot: a build after a recent one reads the posts written since, not every post", () =>
  withKv(async (store) => {
    const { kv, listed } = recordingLists(store);
    const { post: kept } = await createPost(kv, { title: "Croquetas" }, author);
    const { post: changed } = await createPost(kv, { title: "Empanadas" }, author);
    const { post: removed } = await createPost(kv, { title: "Buñuelos" }, author);
    const started = Date.now();
    const first = await buildContentSnapshot(kv, "v1", null, () => started);
    assert.ok(listed.includes("posts_by_created"), "the first build lists every post");

    await updatePost(kv, changed.id, { title: "Empanadas de carne" });
    await deletePost(kv, removed.id);
    const { post: added } = await createPost(kv, { title: "Tamales", status: "published" }, author);
    listed.length = 0;
    const second = await buildContentSnapshot(kv, "v2", first, () => started + 1000);
    assert.deepEqual(listed.filter((prefix) => prefix !== "post_changes" && prefix.startsWith("posts")), []);
    assert.ok(listed.includes("post_changes"));
    assert.equal(second.byId.get(kept.id), first.byId.get(kept.id), "the unchanged post is taken over");
    assert.deepEqual(second.summaries.map((summary) => summary.title), ["Croquetas", "Empanadas de carne", "Tamales"]);
    assert.deepEqual(second.published.map((summary) => summary.id), [added.id]);
    const whole = await buildContentSnapshot(kv, "v2", null);
    assert.deepEqual(second.summaries, whole.summaries, "the same posts as a build listing them all");
    assert.equal(second.listedAt, started);

    // Past FULL_LISTING_MS since the last full listing, every post is listed again.
    listed.length = 0;
    const third = await buildContentSnapshot(kv, "v3", second, () => started + FULL_LISTING_MS + 1);
    assert.ok(listed.includes("posts_by_created"));
    assert.equal(third.listedAt, started + FULL_LISTING_MS + 1);
  }));
