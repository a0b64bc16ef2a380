import assert from "node:assert/strict";
import { saveLinkStats } from "../db/link_stats.ts";
import { createPost, deletePost } from "../db/posts.ts";
import { AdminPostsQuerySchema } from "../schemas/admin_posts_query.ts";
import { searchIndexOf } from "@/tests/support/search_index.ts";
import { listAdminPosts } from "./post_rows.ts";

const AUTHOR = { id: "u1", name: "Ana" };

/** Creates `count` posts a minute apart; every third one is a draft. Returns ids oldest first. */
async function seed(kv: Deno.Kv, count: number): Promise<{ id: string; status: string; title: string }[]> {
  const out = [];
  for (let i = 0; i < count; i++) {
    const status = i % 3 === 2 ? "draft" : "published";
    const title = `${i % 4 === 0 ? "Arroz" : "Potaje"} número ${i}`;
    const { post } = await createPost(kv, { title, slug: `p-${i}`, status }, AUTHOR, {
      created_at: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
    });
    out.push({ id: post.id, status, title });
  }
  return out;
}

Deno.test("admin posts list: every page of every filter and order matches the full ordering", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const posts = await seed(kv, 23);
    for (const status of ["all", "published", "draft"] as const) {
      for (const order of ["newest", "oldest"] as const) {
        const matching = posts.filter((p) => status === "all" || p.status === status).map((p) => p.id);
        const expected = order === "newest" ? [...matching].reverse() : matching;
        for (const limit of [1, 4, 5, 23, 100]) {
          const pages = Math.ceil(expected.length / limit) + 1;
          for (let page = 1; page <= pages; page++) {
            const query = AdminPostsQuerySchema.parse({ status, order, limit: String(limit), page: String(page) });
            const result = await listAdminPosts(kv, query, () => searchIndexOf(kv));
            const label = `${status} ${order} limit ${limit} page ${page}`;
            assert.equal(result.total, expected.length, label);
            assert.deepEqual(
              result.posts.map((p) => p.id),
              expected.slice((page - 1) * limit, page * limit),
              label,
            );
          }
        }
      }
    }
  } finally {
    kv.close();
  }
});

Deno.test("admin posts list: title search pages the matches and counts them", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const posts = await seed(kv, 23);
    const matches = posts.filter((p) => p.title.startsWith("Arroz")).map((p) => p.id).reverse();
    const first = await listAdminPosts(
      kv,
      AdminPostsQuerySchema.parse({ title: "ARRÓZ", limit: "4" }),
      () => searchIndexOf(kv),
    );
    assert.equal(first.total, matches.length);
    assert.deepEqual(first.posts.map((p) => p.id), matches.slice(0, 4));
    const second = await listAdminPosts(
      kv,
      AdminPostsQuerySchema.parse({ title: "arroz", limit: "4", page: "2" }),
      () => searchIndexOf(kv),
    );
    assert.deepEqual(second.posts.map((p) => p.id), matches.slice(4, 8));
    const none = await listAdminPosts(kv, AdminPostsQuerySchema.parse({ title: "langosta" }), () => searchIndexOf(kv));
    assert.deepEqual(none, { posts: [], total: 0 });
  } finally {
    kv.close();
  }
});

Deno.test("admin posts list: rows carry the admin fields and link stats (zeros when never checked)", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const [checked, unchecked, gone] = await seed(kv, 3);
    await saveLinkStats(kv, checked.id, {
      lastChecked: "2025-02-01T10:00:00.000Z",
      outboundInternal: 3,
      outboundExternal: 2,
      inboundCount: 4,
      brokenLinksCount: 1,
      brokenLinks: [{ type: "internal", text: "x", url: "/x" }],
      manualCheck: [],
    });
    await deletePost(kv, gone.id);
    const { posts, total } = await listAdminPosts(
      kv,
      AdminPostsQuerySchema.parse({ order: "oldest" }),
      () => searchIndexOf(kv),
    );
    assert.equal(total, 2);
    assert.deepEqual(posts[0], {
      id: checked.id,
      title: "Arroz número 0",
      slug: "p-0",
      status: "published",
      scheduled_at: null,
      author_name: "Ana",
      created_at: "2025-01-01T00:00:00.000Z",
      updated_at: "2025-01-01T00:00:00.000Z",
      links_last_checked: "2025-02-01T10:00:00.000Z",
      inbound_count: 4,
      outbound_internal_count: 3,
      outbound_external_count: 2,
      broken_links_count: 1,
    });
    assert.equal(posts[1].id, unchecked.id);
    assert.equal(posts[1].links_last_checked, null);
    assert.equal(posts[1].broken_links_count + posts[1].inbound_count + posts[1].outbound_internal_count, 0);
  } finally {
    kv.close();
  }
});
