import assert from "node:assert/strict";
import { withKv } from "@/tests/support/kv.ts";
import { createPost, getPost } from "./posts.ts";
import { deleteOldSearchKeys, OLD_SEARCH_PREFIXES, OLD_SEARCH_SINGLE_KEYS } from "./old_search_keys.ts";

const noRenew = () => Promise.resolve();

Deno.test("old search keys: removed, posts and other keys left alone; a second run finds nothing", () =>
  withKv(async (kv) => {
    const { post } = await createPost(kv, { title: "Arroz con leche" }, { id: "user-1", name: "Ana" });
    // A record written by the former index carries a search number: it stays readable without it.
    const record = await kv.get<Record<string, unknown>>(["posts", post.id]);
    await kv.set(["posts", post.id], { ...record.value, search_seq: 7 });
    for (const [i, prefix] of OLD_SEARCH_PREFIXES.entries()) {
      for (let n = 0; n < 3; n++) await kv.set([...prefix, "arroz", `key-${i}-${n}`], { seq: n });
    }
    for (const key of OLD_SEARCH_SINGLE_KEYS) await kv.set(key, 1);
    await kv.set(["search_wordsmith"], "kept: not under an old prefix");

    assert.equal(
      await deleteOldSearchKeys(kv, noRenew),
      OLD_SEARCH_PREFIXES.length * 3 + OLD_SEARCH_SINGLE_KEYS.length,
    );
    for (const prefix of OLD_SEARCH_PREFIXES) {
      assert.equal((await Array.fromAsync(kv.list({ prefix }))).length, 0, `${prefix} is empty`);
    }
    assert.ok((await kv.getMany(OLD_SEARCH_SINGLE_KEYS as Deno.KvKey[])).every((entry) => entry.value === null));
    assert.equal((await kv.get(["search_wordsmith"])).value, "kept: not under an old prefix");
    const loaded = await getPost(kv, post.id);
    assert.equal(loaded?.post.title, "Arroz con leche");
    assert.equal("search_seq" in loaded!.post, false, "the left-over search number is not part of the post");

    assert.equal(await deleteOldSearchKeys(kv, noRenew), 0, "idempotent: nothing left to delete");
    assert.equal((await kv.get(["search_wordsmith"])).value, "kept: not under an old prefix");
  }));
