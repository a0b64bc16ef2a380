/**
 * Searches of many words — the public search page, the public and admin post
 * lists' title filters and the media library search — answer 200 with the
 * posts having every word, however many words there are.
 */
import assert from "node:assert/strict";
import { createPost } from "@/lib/db/posts.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { textOf } from "../public/html.ts";

const author = { id: "test-author", name: "Ana Prueba" };

const LONG_TITLE = "Arroz con pollo y plátano maduro frito para una gran fiesta de domingo en casa al mediodía";
/** The first fifteen words of {@link LONG_TITLE}. */
const FIFTEEN = LONG_TITLE.split(" ").slice(0, 15).join(" ");
/** The first eight words of {@link LONG_TITLE}. */
const EIGHT = LONG_TITLE.split(" ").slice(0, 8).join(" ");

Deno.test("searches of 8 and 15 words answer 200 with the posts having every word", async () => {
  const site = await startSite();
  try {
    const { post: whole } = await createPost(site.kv, { title: LONG_TITLE, status: "published" }, author);
    // Fourteen of the fifteen words ("casa" is missing): matched by the eight, not by the fifteen.
    const { post: draft } = await createPost(site.kv, {
      title: "Arroz con pollo y plátano maduro frito para una gran fiesta de domingo en el campo",
      status: "draft",
    }, author);
    const { post: short } = await createPost(site.kv, { title: "Arroz con pollo", status: "published" }, author);
    const token = await apiLogin(site);
    const auth = { Authorization: `Bearer ${token}` };
    const json = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${site.url}${path}`, { headers });
      const body = await response.text();
      assert.equal(response.status, 200, `${path.slice(0, 60)}… → ${response.status} ${body.slice(0, 200)}`);
      return JSON.parse(body);
    };

    const page = await fetch(`${site.url}/search?q=${encodeURIComponent(FIFTEEN)}`);
    const html = await page.text();
    assert.equal(page.status, 200);
    assert.match(textOf(html), /1 artículo encontrado/, "the post is an article");
    assert.ok(html.includes(`href="/${whole.slug}"`), "the post with every word is listed");
    assert.ok(!html.includes(`href="/${short.slug}"`) && !html.includes(`href="/${draft.slug}"`));

    const shuffled = FIFTEEN.split(" ").reverse().join(" ");
    const publicList = await json(`/api/posts?title=${encodeURIComponent(shuffled)}`);
    assert.deepEqual(publicList.posts.map((p: { id: string }) => p.id), [whole.id]);
    assert.equal(publicList.total, 1);
    const everyStatus = await json(`/api/posts?status=all&title=${encodeURIComponent(FIFTEEN)}`, auth);
    assert.deepEqual(everyStatus.posts.map((p: { id: string }) => p.id), [whole.id]);

    const admin = await json(`/api/admin/posts?title=${encodeURIComponent(EIGHT)}`, auth);
    assert.deepEqual(admin.posts.map((p: { id: string }) => p.id).sort(), [whole.id, draft.id].sort());
    assert.equal(admin.total, 2);
    const adminDrafts = await json(`/api/admin/posts?status=draft&title=${encodeURIComponent(EIGHT)}`, auth);
    assert.deepEqual(adminDrafts.posts.map((p: { id: string }) => p.id), [draft.id]);
    const adminFifteen = await json(`/api/admin/posts?title=${encodeURIComponent(FIFTEEN)}`, auth);
    assert.deepEqual(adminFifteen.posts.map((p: { id: string }) => p.id), [whole.id]);

    const media = await json(`/api/media?q=${encodeURIComponent(FIFTEEN)}`, auth);
    assert.deepEqual(media.items, [], "no file belongs to these posts");
  } finally {
    await site.close();
  }
});
