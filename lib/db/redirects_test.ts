import assert from "node:assert/strict";
import { ZodError } from "zod";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors.ts";
import { readContentVersion } from "@/lib/db/content_version.ts";
import {
  createRedirect,
  deleteRedirect,
  findActiveRedirect,
  getRedirect,
  listRedirects,
  recordRedirectHit,
  updateRedirect,
} from "@/lib/db/redirects.ts";
import { planSlugRedirect } from "@/lib/db/slug_redirect.ts";
import {
  REDIRECTS_BY_TARGET_PREFIX,
  REDIRECTS_PREFIX,
  type StoredRedirect,
  targetKey,
} from "@/lib/db/redirect_keys.ts";
import { normalizeRedirectPath } from "@/lib/schemas/redirect.ts";
import { withKv } from "@/tests/support/kv.ts";

Deno.test("normalizeRedirectPath adds a leading slash, drops trailing ones, keeps case", () => {
  assert.equal(normalizeRedirectPath("Vieja-Receta/"), "/Vieja-Receta");
  assert.equal(normalizeRedirectPath(" /a/b// "), "/a/b");
  assert.equal(normalizeRedirectPath("/"), "/");
  assert.equal(normalizeRedirectPath("https://example.com/x/"), "https://example.com/x/");
});

Deno.test("createRedirect normalises paths and applies defaults", () =>
  withKv(async (kv) => {
    const before = await readContentVersion(kv);
    const r = await createRedirect(kv, { from_path: "old-Path/", to_path: "new-path" });
    assert.equal(r.from_path, "/old-Path");
    assert.equal(r.to_path, "/new-path");
    assert.equal(r.redirect_type, 301);
    assert.equal(r.is_active, 1);
    assert.equal(r.hit_count, 0);
    assert.equal(r.created_by, "manual");
    assert.equal(r.notes, null);
    assert.notEqual(await readContentVersion(kv), before);
    const temp = await createRedirect(kv, { from_path: "/t", to_path: "/u", status_code: 302 }, "user-1");
    assert.equal(temp.redirect_type, 302);
    assert.equal(temp.created_by, "user-1");
    assert.deepEqual(await getRedirect(kv, r.id), r);
  }));

Deno.test("createRedirect rejects missing paths, bad types and self-redirects", () =>
  withKv(async (kv) => {
    await assert.rejects(
      () => createRedirect(kv, { from_path: "  ", to_path: "/x" }),
      (error: unknown) => error instanceof ZodError && error.issues[0].path[0] === "from_path",
    );
    await assert.rejects(
      () => createRedirect(kv, { from_path: "/a", to_path: "/b", redirect_type: 307 as never }),
      (error: unknown) => error instanceof ZodError && error.issues[0].path[0] === "redirect_type",
    );
    await assert.rejects(
      () => createRedirect(kv, { from_path: "/a/", to_path: "a" }),
      (error: unknown) => error instanceof ValidationError && "to_path" in error.fields,
    );
    assert.equal((await listRedirects(kv)).length, 0);
  }));

Deno.test("a second redirect from the same path is a conflict naming from_path", () =>
  withKv(async (kv) => {
    await createRedirect(kv, { from_path: "/a", to_path: "/b" });
    await assert.rejects(
      () => createRedirect(kv, { from_path: "a/", to_path: "/c" }),
      (error: unknown) =>
        error instanceof ConflictError && error.field === "from_path" &&
        error.message === "A redirect from this path already exists",
    );
    const parallel = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => createRedirect(kv, { from_path: "/same", to_path: `/t${i}` })),
    );
    assert.equal(parallel.filter((r) => r.status === "fulfilled").length, 1);
    assert.ok(
      parallel.every((r) => r.status === "fulfilled" || r.reason instanceof ConflictError),
    );
  }));

Deno.test("loops through active redirects are refused", () =>
  withKv(async (kv) => {
    const ab = await createRedirect(kv, { from_path: "/a", to_path: "/b" });
    await assert.rejects(
      () => createRedirect(kv, { from_path: "/b", to_path: "/a" }),
      (error: unknown) => error instanceof ValidationError && "to_path" in error.fields,
    );
    await createRedirect(kv, { from_path: "/c", to_path: "/a" });
    await assert.rejects(() => createRedirect(kv, { from_path: "/b", to_path: "/c" }), ValidationError);
    await updateRedirect(kv, ab.id, { is_active: 0 });
    const ba = await createRedirect(kv, { from_path: "/b", to_path: "/a" });
    assert.equal(ba.is_active, 1);
    await assert.rejects(() => updateRedirect(kv, ab.id, { is_active: 1 }), ValidationError);
    const inactive = await createRedirect(kv, { from_path: "/d", to_path: "/c", is_active: 0 });
    assert.equal(inactive.is_active, 0);
  }));

Deno.test("updateRedirect moves the path index and keeps uniqueness", () =>
  withKv(async (kv) => {
    const a = await createRedirect(kv, { from_path: "/a", to_path: "/x" });
    await createRedirect(kv, { from_path: "/b", to_path: "/x" });
    await assert.rejects(
      () => updateRedirect(kv, a.id, { from_path: "/b" }),
      (error: unknown) => error instanceof ConflictError && error.field === "from_path",
    );
    const moved = await updateRedirect(kv, a.id, { from_path: "/a2", notes: "Moved", redirect_type: 302 });
    assert.equal(moved.from_path, "/a2");
    assert.equal(moved.notes, "Moved");
    assert.equal(moved.redirect_type, 302);
    assert.equal(await findActiveRedirect(kv, "/a"), null);
    assert.equal((await findActiveRedirect(kv, "/a2"))?.id, a.id);
    const again = await createRedirect(kv, { from_path: "/a", to_path: "/y" });
    assert.equal(again.from_path, "/a");
    const cleared = await updateRedirect(kv, a.id, { notes: "" });
    assert.equal(cleared.notes, null);
    await assert.rejects(() => updateRedirect(kv, "missing", { notes: "x" }), NotFoundError);
  }));

Deno.test("findActiveRedirect matches exactly, tolerates a trailing slash and skips inactive ones", () =>
  withKv(async (kv) => {
    const r = await createRedirect(kv, { from_path: "/Receta-Vieja", to_path: "/receta-nueva" });
    assert.equal((await findActiveRedirect(kv, "/Receta-Vieja/"))?.to_path, "/receta-nueva");
    assert.equal((await findActiveRedirect(kv, "/Receta-Vieja?utm=1"))?.id, r.id);
    assert.equal(await findActiveRedirect(kv, "/receta-vieja"), null);
    assert.equal(await findActiveRedirect(kv, "/Receta"), null);
    const accented = await createRedirect(kv, { from_path: "/café", to_path: "/cafe" });
    assert.equal((await findActiveRedirect(kv, "/caf%C3%A9"))?.id, accented.id);
    await updateRedirect(kv, r.id, { is_active: 0 });
    assert.equal(await findActiveRedirect(kv, "/Receta-Vieja"), null);
  }));

Deno.test("100 parallel hits count exactly 100", () =>
  withKv(async (kv) => {
    const r = await createRedirect(kv, { from_path: "/a", to_path: "/b" });
    await Promise.all(Array.from({ length: 100 }, () => recordRedirectHit(kv, r.id)));
    assert.equal((await getRedirect(kv, r.id))?.hit_count, 100);
    assert.equal((await listRedirects(kv))[0].hit_count, 100);
    const updated = await updateRedirect(kv, r.id, { notes: "still counted" });
    assert.equal(updated.hit_count, 100);
  }));

Deno.test("listRedirects filters by search, status and post, newest first", () =>
  withKv(async (kv) => {
    const a = await createRedirect(kv, { from_path: "/Arroz", to_path: "/arroz-con-pollo", post_id: "p1" });
    const b = await createRedirect(kv, {
      from_path: "/flan",
      to_path: "/postres/flan",
      notes: "Campaña VERANO",
    });
    const c = await createRedirect(kv, { from_path: "/yuca", to_path: "/yuca-con-mojo", is_active: 0 });
    assert.deepEqual((await listRedirects(kv)).map((r) => r.id), [c.id, b.id, a.id]);
    assert.deepEqual((await listRedirects(kv, { search: "ARROZ" })).map((r) => r.id), [a.id]);
    assert.deepEqual((await listRedirects(kv, { search: "verano" })).map((r) => r.id), [b.id]);
    assert.deepEqual((await listRedirects(kv, { search: "postres" })).map((r) => r.id), [b.id]);
    assert.deepEqual((await listRedirects(kv, { active: false })).map((r) => r.id), [c.id]);
    assert.deepEqual((await listRedirects(kv, { active: true })).map((r) => r.id), [b.id, a.id]);
    assert.deepEqual((await listRedirects(kv, { post_id: "p1" })).map((r) => r.id), [a.id]);
  }));

Deno.test("deleteRedirect frees the path and removes the counter", () =>
  withKv(async (kv) => {
    const r = await createRedirect(kv, { from_path: "/a", to_path: "/b" });
    await recordRedirectHit(kv, r.id);
    await deleteRedirect(kv, r.id);
    assert.equal(await getRedirect(kv, r.id), null);
    assert.equal(await findActiveRedirect(kv, "/a"), null);
    assert.equal((await kv.get(["redirect_hits", r.id])).value, null);
    await createRedirect(kv, { from_path: "/a", to_path: "/c" });
    await assert.rejects(() => deleteRedirect(kv, r.id), NotFoundError);
  }));

/** Commits the redirect a slug change plans on its own, as the post's write would with it; the planned redirect. */
async function autoRedirect(kv: Deno.Kv, oldPath: string, newPath: string, postId: string) {
  const plan = await planSlugRedirect(kv, oldPath, newPath, postId);
  if (!plan) return null;
  const op = kv.atomic();
  plan.write(op);
  assert.ok((await op.commit()).ok);
  return plan.redirect;
}

Deno.test("auto redirect on slug change creates, retargets and avoids loops", () =>
  withKv(async (kv) => {
    const first = await autoRedirect(kv, "/pollo", "/pollo-asado", "p1");
    assert.ok(first);
    assert.equal(first.created_by, "auto");
    assert.equal(first.post_id, "p1");
    assert.equal(first.to_path, "/pollo-asado");

    // Second rename: the old redirect is re-pointed to the newest slug, and a new one is added.
    const second = await autoRedirect(kv, "/pollo-asado", "/pollo-al-horno", "p1");
    assert.ok(second);
    assert.equal((await findActiveRedirect(kv, "/pollo"))?.to_path, "/pollo-al-horno");
    assert.equal((await findActiveRedirect(kv, "/pollo-asado"))?.to_path, "/pollo-al-horno");

    // Renaming back: the redirect from the new path to the old path is deleted, the old one retargeted.
    const back = await autoRedirect(kv, "/pollo-al-horno", "/pollo-asado", "p1");
    assert.ok(back);
    assert.equal(await findActiveRedirect(kv, "/pollo-asado"), null);
    assert.equal((await findActiveRedirect(kv, "/pollo-al-horno"))?.to_path, "/pollo-asado");
    assert.equal((await findActiveRedirect(kv, "/pollo"))?.to_path, "/pollo-asado");
    assert.equal((await listRedirects(kv)).length, 2);

    // An existing redirect from the old path gets its target updated instead of a 409.
    const manual = await createRedirect(kv, { from_path: "/flan", to_path: "/otro", is_active: 0 });
    const updated = await autoRedirect(kv, "/flan", "/flan-de-coco", "p2");
    assert.equal(updated?.id, manual.id);
    assert.equal(updated?.to_path, "/flan-de-coco");
    assert.equal(updated?.is_active, 1);

    assert.equal(await autoRedirect(kv, "/same", "/same/", "p3"), null);
  }));

/** Asserts the target index holds exactly one entry per redirect record, under its normalized target. */
async function assertTargetIndexMatches(kv: Deno.Kv): Promise<void> {
  const records = await Array.fromAsync(kv.list<StoredRedirect>({ prefix: REDIRECTS_PREFIX }));
  const index = await Array.fromAsync(kv.list<string>({ prefix: REDIRECTS_BY_TARGET_PREFIX }));
  const expected = records.map((entry) => JSON.stringify([...targetKey(entry.value), entry.value.id])).sort();
  assert.deepEqual(index.map((entry) => JSON.stringify([...entry.key, entry.value])).sort(), expected);
}

Deno.test("the target index follows every write: create, update, deactivate, delete, slug changes, chains", () =>
  withKv(async (kv) => {
    const a = await createRedirect(kv, { from_path: "/a", to_path: "/b/" });
    assert.deepEqual(
      (await Array.fromAsync(kv.list({ prefix: REDIRECTS_BY_TARGET_PREFIX }))).map((entry) => entry.key),
      [["redirects_by_target", "/b", a.id]],
    );
    await createRedirect(kv, { from_path: "/c", to_path: "/b" });
    const off = await createRedirect(kv, { from_path: "/e", to_path: "/b", is_active: 0 });
    await createRedirect(kv, { from_path: "/x", to_path: "/y" });
    await assertTargetIndexMatches(kv);

    // A new source at /b re-points every redirect ending there (the inactive one too), and only those.
    await createRedirect(kv, { from_path: "/b", to_path: "/d" });
    const byFrom = new Map((await listRedirects(kv)).map((r) => [r.from_path, r.to_path]));
    assert.deepEqual(Object.fromEntries(byFrom), { "/a": "/d", "/c": "/d", "/e": "/d", "/b": "/d", "/x": "/y" });
    await assertTargetIndexMatches(kv);

    await updateRedirect(kv, a.id, { to_path: "/z" });
    await updateRedirect(kv, a.id, { from_path: "/a2", notes: "moved" });
    await updateRedirect(kv, off.id, { is_active: 1 });
    await updateRedirect(kv, a.id, { is_active: 0 });
    await assertTargetIndexMatches(kv);
    // Activated again, /a2 now ends at /z; a redirect from /z then re-points it.
    await updateRedirect(kv, a.id, { is_active: 1 });
    await createRedirect(kv, { from_path: "/z", to_path: "/w" });
    assert.equal((await getRedirect(kv, a.id))?.to_path, "/w");
    await assertTargetIndexMatches(kv);

    await deleteRedirect(kv, off.id);
    await autoRedirect(kv, "/pollo", "/pollo-asado", "p1");
    await autoRedirect(kv, "/pollo-asado", "/pollo-al-horno", "p1");
    await autoRedirect(kv, "/pollo-al-horno", "/pollo-asado", "p1");
    await autoRedirect(kv, "/w", "/w2", "p2");
    assert.equal((await getRedirect(kv, a.id))?.to_path, "/w2", "a slug change re-points what ended at its path");
    await assertTargetIndexMatches(kv);

    // A target too long to be a key with its id is indexed by its hash, and still re-pointed.
    const long = `/${"l".repeat(1990)}`;
    const toLong = await createRedirect(kv, { from_path: "/to-long", to_path: long });
    await assertTargetIndexMatches(kv);
    await createRedirect(kv, { from_path: long, to_path: "/short" });
    assert.equal((await getRedirect(kv, toLong.id))?.to_path, "/short");
    await deleteRedirect(kv, toLong.id);
    await assertTargetIndexMatches(kv);
  }));
