/**
 * The sidebar's counts as the server renders them: one mechanism (`lib/admin/nav_counts.ts`) puts both the unread
 * contact messages and the pending reviews beside their entries on every admin page, each read by screen readers
 * with what it counts, and an entry whose count is 0 shows none.
 */
import assert from "node:assert/strict";
import { createReview, getReview } from "@/lib/db/reviews.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";

/** Text of the sidebar link to `href` on the admin page `path` (tags removed), as a screen reader reads it. */
async function navEntry(site: TestSite, token: string, path: string, href: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, path);
  const html = await response.text();
  const link = html.match(new RegExp(`<a[^>]*href="${href}"[^>]*>(.*?)</a>`, "s"));
  assert.ok(link, `${path} links ${href}`);
  return link[1].replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();
}

Deno.test("admin sidebar: unread messages and pending reviews counted side by side on every admin page", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const { post } = await savePostFromInput(site.kv, {
      title: "Tostones",
      status: "published",
      content: "<p>Receta</p>",
      content_type: "recipe",
    }, { id: "author-1", name: "Autora" });
    const review = (name: string) =>
      createReview(site.kv, { post_id: post.id, name, stars: 5, text: "Muy ricos.", status: "pending", voter: name });
    const first = await review("Ana");
    await review("Beto");
    const sent = await fetch(`${site.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Luis", email: "luis@example.com", subject: "otro", message: "Hola." }),
    });
    assert.equal(sent.status, 201);

    for (const path of ["/admin/dashboard", "/admin/posts", "/admin/reviews", "/admin/messages"]) {
      assert.equal(await navEntry(site, token, path, "/admin/messages"), "Messages 1 unread", path);
      assert.equal(await navEntry(site, token, path, "/admin/reviews"), "Reviews 2 pending", path);
    }

    const approved = await fetch(`${site.url}/api/admin/reviews/${first.id}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "approved" }),
    });
    assert.equal(approved.status, 200);
    assert.equal((await getReview(site.kv, first.id))?.status, "approved");
    assert.equal(await navEntry(site, token, "/admin/dashboard", "/admin/reviews"), "Reviews 1 pending");

    const inbox = await fetch(`${site.url}/api/admin/messages`, { headers: { Authorization: `Bearer ${token}` } });
    const { messages } = await inbox.json() as { messages: { id: string }[] };
    const read = await fetch(`${site.url}/api/admin/messages/${messages[0].id}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ read: true }),
    });
    assert.equal(read.status, 200);
    assert.equal(await navEntry(site, token, "/admin/dashboard", "/admin/messages"), "Messages", "no count at 0");
    assert.equal(await navEntry(site, token, "/admin/dashboard", "/admin/reviews"), "Reviews 1 pending");
  } finally {
    await site.close();
  }
});
