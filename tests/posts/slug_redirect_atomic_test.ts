/**
 * The redirect a slug change leaves is written in the post's own atomic operation: a save that fails leaves no
 * redirect, a successful one leaves the new slug and the redirect together (one commit, one versionstamp), and a
 * redirect written by someone else between the plan and the commit makes the save plan again rather than overwrite it.
 */
import assert from "node:assert/strict";
import { createPost, getPost, getPostBySlug } from "@/lib/db/posts.ts";
import { createRedirect, findActiveRedirect, listRedirects } from "@/lib/db/redirects.ts";
import { ConflictError } from "@/lib/errors.ts";
import { updatePostFromInput } from "@/lib/services/posts.ts";
import { withKv } from "../support/kv.ts";

const AUTHOR = { id: "author-1", name: "Autora" };

/** The versionstamp of the entry at `key`. */
async function versionstampOf(kv: Deno.Kv, key: Deno.KvKey): Promise<string | null> {
  return (await kv.get(key)).versionstamp;
}

Deno.test("a conflicting slug change leaves neither the new slug nor a redirect", () =>
  withKv(async (kv) => {
    const { post, versionstamp } = await createPost(kv, { title: "Ajiaco", slug: "ajiaco" }, AUTHOR);
    await createPost(kv, { title: "Otro", slug: "ajiaco-criollo" }, AUTHOR);
    await updatePostFromInput(kv, post.id, { excerpt: "Más nuevo" });

    await assert.rejects(updatePostFromInput(kv, post.id, { slug: "ajiaco-nuevo" }, versionstamp), ConflictError);
    await assert.rejects(
      updatePostFromInput(kv, post.id, { slug: "ajiaco-criollo" }),
      (e) => e instanceof ConflictError && e.field === "slug",
    );
    assert.deepEqual(await listRedirects(kv), []);
    assert.equal((await getPost(kv, post.id))?.post.slug, "ajiaco");
    assert.equal(await getPostBySlug(kv, "ajiaco-nuevo"), null);
  }));

Deno.test("a successful slug change commits the post and its redirect in one operation", () =>
  withKv(async (kv) => {
    const { post } = await createPost(kv, { title: "Ajiaco", slug: "ajiaco" }, AUTHOR);
    const saved = await updatePostFromInput(kv, post.id, { slug: "ajiaco-criollo" });

    const [redirect] = await listRedirects(kv);
    assert.equal(redirect.from_path, "/ajiaco");
    assert.equal(redirect.to_path, "/ajiaco-criollo");
    assert.equal(redirect.post_id, post.id);
    assert.equal(await versionstampOf(kv, ["redirects", redirect.id]), saved.versionstamp, "same commit");
    assert.equal((await getPostBySlug(kv, "ajiaco-criollo"))?.versionstamp, saved.versionstamp);
  }));

Deno.test("a redirect written between the plan and the commit is planned again, not overwritten", () =>
  withKv(async (kv) => {
    const { post } = await createPost(kv, { title: "Ajiaco", slug: "ajiaco" }, AUTHOR);
    let interfered = false;
    // The first commit of the save finds a manual redirect from the old path that its plan did not see.
    const racing = new Proxy(kv, {
      get(target, name) {
        const value = Reflect.get(target, name, target);
        if (name !== "atomic") return typeof value === "function" ? value.bind(target) : value;
        return () => {
          const op = target.atomic();
          const commit = op.commit.bind(op);
          op.commit = async () => {
            if (!interfered) {
              interfered = true;
              await createRedirect(target, { from_path: "/ajiaco", to_path: "/otra-parte", is_active: 0 });
            }
            return await commit();
          };
          return op;
        };
      },
    });
    await updatePostFromInput(racing, post.id, { slug: "ajiaco-criollo" });

    assert.ok(interfered);
    const redirects = await listRedirects(kv);
    assert.equal(redirects.length, 1, "the manual redirect is updated, not doubled");
    assert.equal(redirects[0].created_by, "manual");
    assert.equal((await findActiveRedirect(kv, "/ajiaco"))?.to_path, "/ajiaco-criollo");
  }));
