/**
 * `npm run backup` while the site serves and writes, then `npm run restore` into empty folders: the copy is
 * consistent, and a site restored from a backup exports byte-identical files and signs every user in with the same
 * password.
 */
import assert from "node:assert/strict";
import { apiLogin, startSite, TEST_ADMIN, type TestSite } from "../support/site.ts";
import { createTestUser } from "../support/auth.ts";
import { verifyIndexes } from "../support/verify_indexes.ts";
import { api, cliHome } from "../cli/cli_runner.ts";
import { onlyBackup, runScript, siteStoreEnv } from "./scripts.ts";
import { readManifest } from "@/lib/services/backup/manifest.ts";

const EDITOR = { email: "editora@example.test", password: "otra clave bastante larga" };

/** Writes posts through the API one after another until stopped; `written` counts the finished writes. */
function startWriter(site: TestSite, token: string) {
  let stop = false;
  let written = 0;
  let failure: unknown = null;
  const waiters: { count: number; resolve: () => void }[] = [];
  const done = (async () => {
    while (!stop) {
      const n = written + 1;
      try {
        const { post } = await api<{ post: { id: string } }>(site, token, "POST", "/api/posts", {
          title: `Escrito durante la copia ${n}`,
          content: `<p>Entrada ${n}</p>`,
          status: n % 2 ? "published" : "draft",
        });
        await api(site, token, "PUT", `/api/posts/${post.id}`, { content: `<p>Entrada ${n}, revisada</p>` });
      } catch (error) {
        failure = error;
        return;
      }
      written = n;
      for (const waiter of waiters.filter((w) => w.count <= written)) waiter.resolve();
    }
  })();
  return {
    get written() {
      return written;
    },
    /** Resolves once `count` writes are done. */
    reach(count: number): Promise<void> {
      if (written >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async stop(): Promise<number> {
      stop = true;
      await done;
      if (failure) throw failure;
      return written;
    },
  };
}

async function readTree(root: string, dir = ""): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  for await (const entry of Deno.readDir(`${root}/${dir}`)) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory) { for (const [p, v] of await readTree(root, path)) files.set(p, v); }
    else files.set(path, await Deno.readFile(`${root}/${path}`));
  }
  return files;
}

async function exportSite(site: TestSite, token: string, dir: string): Promise<Map<string, Uint8Array>> {
  const cli = await cliHome({ RECIPES_URL: site.url, RECIPES_TOKEN: token });
  try {
    const run = await cli.run(["export", dir]);
    assert.equal(run.code, 0, run.stderr);
    return await readTree(dir);
  } finally {
    await cli.close();
  }
}

async function signsIn(site: TestSite, credentials: { email: string; password: string }): Promise<boolean> {
  const response = await fetch(`${site.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  await response.body?.cancel();
  return response.ok;
}

Deno.test("backup while a writer writes: the copy is consistent; a restored site exports identical files", async () => {
  const original = await startSite({ seed: true });
  const work = await Deno.makeTempDir({ prefix: "recetas-backup-test-" });
  const restored: TestSite[] = [];
  try {
    await createTestUser(original.kv, { email: EDITOR.email, password: EDITOR.password, role: "editor" });
    const token = await apiLogin(original);
    const env = siteStoreEnv(original.dir);

    // 1. A backup while posts are written through the API, before, during and after it.
    const writer = startWriter(original, token);
    let written: number;
    let during: number;
    try {
      await writer.reach(2);
      const before = writer.written;
      const run = await runScript("backup", [`${work}/online`], env);
      during = writer.written - before;
      assert.equal(run.code, 0, run.stderr);
      await writer.reach(writer.written + 1);
    } finally {
      written = await writer.stop();
    }
    assert.ok(during > 0, "the writer wrote while the backup ran");
    const online = await onlyBackup(`${work}/online`);
    const manifest = await readManifest(online);
    assert.equal(manifest.ok, true);

    // The copy restores into empty folders and opens as a consistent store: every index matches its records, and the
    // writer's posts are the first N of its sequence, none missing in between, each with its revision.
    const onlineTarget = `${work}/online-restored`;
    const restore = await runScript("restore", [online], siteStoreEnv(onlineTarget));
    assert.equal(restore.code, 0, restore.stderr);
    const copy = await Deno.openKv(`${onlineTarget}/store.kv`);
    try {
      const { posts } = await verifyIndexes(copy);
      assert.equal(posts, manifest.counts.posts);
      const titles = new Map<number, string>();
      for await (const entry of copy.list<{ title: string; content: string }>({ prefix: ["posts"] })) {
        const n = entry.value.title?.match(/^Escrito durante la copia (\d+)$/)?.[1];
        if (n) titles.set(Number(n), entry.value.content);
      }
      const numbers = [...titles.keys()].sort((a, b) => a - b);
      assert.deepEqual(numbers, numbers.map((_, i) => i + 1), "the copy holds a prefix of the writes");
      assert.ok(numbers.length >= 2 && numbers.length < written, `${numbers.length} of ${written} writes in the copy`);
    } finally {
      copy.close();
    }

    // 2. A backup of the quiet site, and its export right after: nothing writes between the two.
    const run = await runScript("backup", [`${work}/quiet`], env);
    assert.equal(run.code, 0, run.stderr);
    const expected = await exportSite(original, token, `${work}/export-original`);
    const quiet = await onlyBackup(`${work}/quiet`);
    const target = `${work}/quiet-restored`;
    const restoreQuiet = await runScript("restore", [quiet], siteStoreEnv(target));
    assert.equal(restoreQuiet.code, 0, restoreQuiet.stderr);
    const site = await startSite({ dir: target });
    restored.push(site);
    const actual = await exportSite(site, token, `${work}/export-restored`);
    assert.deepEqual([...actual.keys()].sort(), [...expected.keys()].sort());
    for (const [path, bytes] of expected) assert.deepEqual(actual.get(path), bytes, path);
    assert.ok(expected.size > 10, `${expected.size} exported files`);
    for (const user of [TEST_ADMIN, EDITOR]) assert.ok(await signsIn(site, user), `${user.email} signs in`);
    assert.equal(await signsIn(site, { ...EDITOR, password: "not the password" }), false);
    // Media came back byte for byte.
    const media = (await readManifest(quiet)).files.filter((file) => file.path.startsWith("media/"));
    assert.ok(media.length > 0);
    for (const file of media) {
      assert.deepEqual(
        await Deno.readFile(`${target}/${file.path}`),
        await Deno.readFile(`${original.dir}/${file.path}`),
      );
    }
  } finally {
    for (const site of restored) await site.close();
    await original.close();
    await Deno.remove(work, { recursive: true });
  }
});
