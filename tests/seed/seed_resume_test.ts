/**
 * The demo seed runs once per store, and a seed cut short (the process killed mid-way) is completed by the next
 * start instead of leaving a half-filled store behind for good.
 */
import assert from "node:assert/strict";
import { listCategories } from "@/lib/db/categories.ts";
import { deleteMenuItem, listMenuItems } from "@/lib/db/menu.ts";
import { countPosts, deletePost, getPostBySlug } from "@/lib/db/posts.ts";
import { getMediaByUrl } from "@/lib/db/media.ts";
import { startVersionMaker } from "@/lib/services/image_versions.ts";
import { loadSharp } from "@/lib/media/sharp.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { seedDemoContent } from "@/lib/seed/seed.ts";
import { claimSeed, SEED_LEASE_MS, SEED_MARKER_KEY } from "@/lib/seed/seed_claim.ts";
import { demoCategories, demoPosts } from "@/lib/seed/content/index.ts";

async function withStore(fn: (kv: Deno.Kv, media: MediaStore) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "recetas-seed-" });
  const kv = await Deno.openKv(`${dir}/kv.sqlite3`);
  try {
    await fn(kv, new MediaStore(`${dir}/media`));
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("a live seeding claim keeps other starts out; a stale one is taken over", async () => {
  await withStore(async (kv) => {
    const first = await claimSeed(kv);
    assert.equal(first.kind, "fresh");
    assert.equal((await claimSeed(kv)).kind, "none", "a second start while the first seeds");
    const later = Date.now() + SEED_LEASE_MS + 1_000;
    assert.equal((await claimSeed(kv, later)).kind, "resume", "the claim of a process that stopped renewing it");
    assert.equal((await claimSeed(kv, later)).kind, "none", "only one process takes it over");
  });
});

Deno.test("a seed interrupted after some content completes on the next start, without duplicates", async () => {
  await withStore(async (kv, media) => {
    const full = await seedDemoContent(kv, { media });
    assert.ok(full);
    // The pictures' search-engine versions, queued by the seed's uploads.
    const maker = startVersionMaker(kv, media);
    await maker.runNow();
    await maker.stop();
    const expected = {
      posts: (await countPosts(kv)).total,
      categories: (await listCategories(kv, { includeInactive: true })).length,
      menu: (await listMenuItems(kv)).length,
    };
    assert.equal(expected.posts, demoPosts.length);
    assert.equal(expected.categories, demoCategories.length);
    const postFiles = await media.list("posts/");

    // A demo recipe's own picture went through the upload pipeline: the card square and 1200 px search versions.
    const mojito = (await getPostBySlug(kv, "mojito"))!.post;
    assert.equal(mojito.featured_image, "/media/posts/mojito.webp");
    const sharp = await loadSharp();
    const square = await sharp(await media.read("posts/mojito.webp")).metadata();
    assert.deepEqual([square.width, square.height], [512, 512]);
    const variants = (await getMediaByUrl(kv, mojito.featured_image!))!.variants!;
    assert.deepEqual(
      variants.map((v) => `${v.ratio} ${v.width}x${v.height}`),
      ["16x9 1200x675", "4x3 1200x900", "1x1 900x900", "card 800x600", "2x3 600x900"],
    );
    const ropa = (await getPostBySlug(kv, "ropa-vieja"))!.post;
    const colour = async (url: string) => (await sharp(await media.read(media.keyFromUrl(url)!)).stats()).dominant;
    assert.notDeepEqual(await colour(mojito.featured_image!), await colour(ropa.featured_image!));

    // Simulate a process killed mid-seed: the marker says "seeding" with an old lease, some content is missing.
    const stale = new Date(Date.now() - SEED_LEASE_MS - 5_000).toISOString();
    await kv.set(SEED_MARKER_KEY, { state: "seeding", at: stale });
    const menu = await listMenuItems(kv);
    const children = menu.filter((entry) => entry.parent_id);
    assert.ok(children.length > 0);
    for (const item of children) await deleteMenuItem(kv, item.id);
    for (const post of demoPosts.slice(-3)) {
      const found = await getPostBySlug(kv, post.slug);
      assert.ok(found);
      await deletePost(kv, found.post.id);
    }
    assert.equal((await countPosts(kv)).total, expected.posts - 3);

    const resumed = await seedDemoContent(kv, { media });
    assert.ok(resumed, "the stale seed is resumed");
    assert.equal((await countPosts(kv)).total, expected.posts);
    assert.equal((await listCategories(kv, { includeInactive: true })).length, expected.categories);
    assert.equal((await listMenuItems(kv)).length, expected.menu, "missing menu entries restored, none doubled");
    assert.deepEqual(await media.list("posts/"), postFiles, "the resumed posts reuse their pictures");
    assert.equal(await seedDemoContent(kv, { media }), null, "done: later starts leave the store alone");
    assert.equal((await kv.get<{ state: string }>(SEED_MARKER_KEY)).value?.state, "done");
  });
});
