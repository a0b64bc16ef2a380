import assert from "node:assert/strict";
import { createPost, deletePost, updatePost } from "./posts.ts";
import { listPosts } from "../snapshot/post_listing.ts";

const author = { id: "user-1", name: "Ana Pérez" };

type Listing = Parameters<typeof listPosts>[1] & object;

/** The ids of every page of `listing`, read by page number in `order`. */
async function pagesInOrder(kv: Deno.Kv, listing: Listing, pages: number[]): Promise<Map<number, string[]>> {
  const read = new Map<number, string[]>();
  for (const page of pages) {
    read.set(page, (await listPosts(kv, { ...listing, page })).posts.map((post) => post.id));
  }
  return read;
}

/** The ids of `listing` in one page (page 1 never resumes from a remembered end). */
async function whole(kv: Deno.Kv, listing: Listing): Promise<string[]> {
  return (await listPosts(kv, { ...listing, limit: 100, page: 1 })).posts.map((post) => post.id);
}

async function assertPaging(kv: Deno.Kv, listing: Listing, what: string): Promise<void> {
  const all = await whole(kv, listing);
  const limit = listing.limit!;
  const count = Math.ceil(all.length / limit) + 1;
  const forward = Array.from({ length: count }, (_, i) => i + 1);
  for (const order of [forward, [...forward].reverse(), [3, 1, 4, 2, 5, 3], [count + 3, count + 2, count]]) {
    const read = await pagesInOrder(kv, listing, order);
    for (const [page, ids] of read) {
      assert.deepEqual(ids, all.slice((page - 1) * limit, page * limit), `${what}, page ${page} (read ${order})`);
    }
  }
}

Deno.test("post lists: pages read by number match the whole list, in any reading order and after writes", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const status = i % 3 === 0 ? "draft" : "published";
      const { post } = await createPost(kv, { title: `Receta ${i}`, status }, author);
      ids.push(post.id);
    }
    const listings: [string, Listing][] = [
      ["all, newest", { status: "all", order: "newest", limit: 4 }],
      ["all, oldest", { status: "all", order: "oldest", limit: 5 }],
      ["published by date", { status: "published", order: "newest", sortBy: "published", limit: 3 }],
      ["all by date", { status: "all", order: "oldest", sortBy: "published", limit: 6 }],
      ["drafts", { status: "draft", order: "newest", limit: 2 }],
    ];
    for (const [what, listing] of listings) await assertPaging(kv, listing, what);

    // Pages read before a write must not steer pages read after it.
    await pagesInOrder(kv, { status: "all", order: "newest", limit: 4 }, [1, 2, 3, 4]);
    await updatePost(kv, ids[20], { status: "draft" });
    await deletePost(kv, ids[19]);
    await createPost(kv, { title: "Receta nueva", status: "published" }, author);
    for (const [what, listing] of listings) await assertPaging(kv, listing, `${what} after writes`);
  } finally {
    kv.close();
  }
});
