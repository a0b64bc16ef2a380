/**
 * A store written by release b85cb1e (the last before numbered migrations; `tests/fixtures/stores/`, made by that
 * release's own site) opens with this code: the migrations run and are recorded, the marker reaches STORE_FORMAT,
 * and every post, user, review, redirect, menu entry and media reference is served as before, over real HTTP on a
 * real KV file. A second start redoes nothing; the old search keys an earlier release may still read outlive the
 * start and go only when the cleanup delay has passed; of two server processes starting together one migrates;
 * a store of a newer format stops `main.ts` with one line.
 */
import assert from "node:assert/strict";
import { PRODUCTION } from "@/fresh.config.ts";
import type { StartStep } from "@/lib/http/preparing.ts";
import { configFrom } from "@/lib/config.ts";
import { MIGRATIONS_PREFIX } from "@/lib/db/migrations/records.ts";
import { OLD_SEARCH_PREFIXES } from "@/lib/db/old_search_keys.ts";
import { REDIRECTS_BY_TARGET_PREFIX, REDIRECTS_PREFIX } from "@/lib/db/redirect_keys.ts";
import { countPosts, getPostBySlug } from "@/lib/db/posts.ts";
import { STORE_FORMAT, STORE_MARKER_KEY, type StoreMarker } from "@/lib/db/store_check.ts";
import { STORE_REFUSED_EXIT_CODE } from "@/lib/process/exit_codes.ts";
import { startApp, type StartedApp } from "@/lib/start_app.ts";
import { STORE_MIGRATIONS } from "@/lib/store_migrations.ts";
import { ensureTestBuild } from "../support/build.ts";
import { freePort, PROJECT_ROOT, serverEnv, stopProcessTree } from "../support/process.ts";
import { serve } from "../support/server.ts";

const FIXTURES = `${PROJECT_ROOT}/tests/fixtures/stores`;
const manifest = JSON.parse(await Deno.readTextFile(`${FIXTURES}/b85cb1e.json`));

/** Unpacks the fixture store and its featured image's files into `dir` (`store.kv`, `media/`). */
async function unpackFixture(dir: string): Promise<void> {
  const gzipped = await Deno.open(`${FIXTURES}/b85cb1e.kv.gz`);
  const plain = gzipped.readable.pipeThrough(new DecompressionStream("gzip"));
  await Deno.writeFile(`${dir}/store.kv`, plain);
  const copy = async (from: string, to: string) => {
    await Deno.mkdir(to, { recursive: true });
    for await (const entry of Deno.readDir(from)) {
      if (entry.isDirectory) await copy(`${from}/${entry.name}`, `${to}/${entry.name}`);
      else await Deno.copyFile(`${from}/${entry.name}`, `${to}/${entry.name}`);
    }
  };
  await copy(`${FIXTURES}/b85cb1e-media`, `${dir}/media`);
}

/** A site started on `dir` through `startApp`, served on a loopback port; `now` is its cleanups' clock. */
async function startOn(dir: string, now: () => number = Date.now) {
  await ensureTestBuild();
  let handler: Deno.ServeHandler = () => new Response("starting", { status: 503 });
  const server = serve((request, info) => handler(request, info));
  const config = { ...configFrom({ KV_PATH: `${dir}/store.kv`, MEDIA_DIR: `${dir}/media` }), seedDemo: true };
  let started: StartedApp;
  const steps: StartStep[] = [];
  try {
    started = await startApp(
      { ...config, siteUrl: server.url },
      { production: PRODUCTION, cleanups: { now }, onStep: (step) => steps.push(step) },
    );
  } catch (error) {
    await server.close();
    throw error;
  }
  handler = started.app.fetch;
  return {
    url: server.url,
    started,
    /** The start's steps, as `/readyz` named them while it prepared. */
    steps,
    async close() {
      await server.close();
      await started.stopJobs();
      await started.content.search.saving;
      started.kv.close();
    },
  };
}

async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-upgrade-" });
  try {
    await unpackFixture(dir);
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function signIn(url: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  const body = await response.json();
  assert.equal(response.status, 200, `${credentials.email}: ${JSON.stringify(body)}`);
  return body.token;
}

async function getJson(url: string, token: string) {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, url);
  return await response.json();
}

async function page(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
}

Deno.test("a store made by release b85cb1e opens migrated, with every post, user, review, redirect and image", () =>
  withDir(async (dir) => {
    const site = await startOn(dir);
    try {
      const { kv, migrated, seeded } = site.started;
      assert.deepEqual(site.steps, ["opening", "migrations", "start-up jobs", "building the app"]);
      assert.equal(seeded, null, "the demo content is not loaded again");
      assert.deepEqual(migrated.map((step) => step.id), [2, 3, 7, 8, 9], "4 to 6 were built by that release");
      assert.deepEqual(migrated[0].summary.adopted, [
        "media index",
        "title index",
        "contact index",
        "old search keys removal",
      ]);
      const records = await Array.fromAsync(
        kv.list<{ name: string; summary: Record<string, unknown> }>({ prefix: MIGRATIONS_PREFIX }),
      );
      assert.deepEqual(records.map((entry) => entry.key.at(-1)), STORE_MIGRATIONS.map((step) => step.id));
      for (const entry of records.filter((entry) => [4, 5, 6].includes(entry.key.at(-1) as number))) {
        assert.match(
          String(entry.value.summary.adopted),
          /^meta\//,
          `${entry.value.name}: the earlier build is kept, not redone`,
        );
      }
      assert.equal((await kv.get<StoreMarker>(STORE_MARKER_KEY)).value?.format, STORE_FORMAT);
      const redirectIds = (await Array.fromAsync(kv.list<{ id: string }>({ prefix: REDIRECTS_PREFIX })))
        .map((entry) => entry.value.id);
      assert.ok(redirectIds.length > 0);
      assert.deepEqual(migrated[3].summary, { items: redirectIds.length });
      const byTarget = await Array.fromAsync(kv.list<string>({ prefix: REDIRECTS_BY_TARGET_PREFIX }));
      assert.deepEqual(byTarget.map((entry) => entry.value).sort(), redirectIds.sort(), "every redirect by target");

      // Posts: the same count, each found by its slug, the published ones served with their content.
      assert.equal((await countPosts(kv)).total, manifest.posts.length);
      for (const post of manifest.posts as { slug: string; title: string; status: string }[]) {
        assert.equal((await getPostBySlug(kv, post.slug))?.post.title, post.title, post.slug);
      }
      for (const post of manifest.posts.filter((post: { status: string }) => post.status === "published").slice(0, 4)) {
        const { status, html } = await page(`${site.url}/${post.slug}`);
        assert.equal(status, 200, post.slug);
        assert.ok(html.includes(post.title.replaceAll("&", "&amp;")), post.slug);
      }
      const recipe = await page(`${site.url}/${manifest.post.slug}`);
      assert.match(recipe.html, /Maíz tierno rallado, sofrito y carne de cerdo/);
      assert.ok(recipe.html.includes(manifest.post.featured_image), "the featured image is shown");
      assert.match(recipe.html, /Quedó igualito al de mi abuela/, "the approved review is shown");
      assert.doesNotMatch(recipe.html, /le puse más ají/, "the pending one is not");

      // Users: both sign in with their passwords.
      const admin = await signIn(site.url, manifest.admin);
      await signIn(site.url, manifest.editor);
      const users = (await getJson(`${site.url}/api/users`, admin)).users.map((user: { email: string }) => user.email);
      assert.deepEqual(users.sort(), manifest.users);

      // Reviews keep their status.
      const reviews = (await getJson(`${site.url}/api/admin/reviews?status=all`, admin)).reviews;
      assert.deepEqual(
        reviews.map((review: { id: string; status: string }) => [review.id, review.status]).sort(),
        manifest.reviews.map((review: { id: string; status: string }) => [review.id, review.status]).sort(),
      );

      // The redirect answers 301.
      const moved = await fetch(`${site.url}${manifest.redirect.from_path}`, { redirect: "manual" });
      await moved.body?.cancel();
      assert.equal(moved.status, 301);
      assert.equal(new URL(moved.headers.get("location")!, site.url).pathname, manifest.redirect.to_path);

      // The uploaded image is served, and the library knows where it is used.
      const image = await fetch(`${site.url}${manifest.post.featured_image}`);
      assert.equal(image.status, 200);
      assert.equal(image.headers.get("content-type"), "image/webp");
      await image.body?.cancel();
      const library = await getJson(`${site.url}/api/media?q=tamal`, admin);
      const item = library.items.find((entry: { url: string }) => entry.url === manifest.post.featured_image);
      assert.deepEqual(item?.used_by.map((use: { field: string }) => use.field), ["featured_image"]);

      // The category and its menu entry.
      const category = await page(`${site.url}/categoria/${manifest.category.slug}`);
      assert.equal(category.status, 200);
      assert.ok(category.html.includes(manifest.post.title));
      const menu = await getJson(`${site.url}/api/admin/menu`, admin);
      const entry = menu.items.find((item: { id: string }) => item.id === manifest.menu.id);
      assert.equal(entry?.label, manifest.menu.label);
      assert.equal(entry?.category_id, manifest.category.id);
    } finally {
      await site.close();
    }

    // A second start applies nothing and rewrites no record.
    const before = await recordStamps(`${dir}/store.kv`);
    const again = await startOn(dir);
    try {
      assert.deepEqual(again.started.migrated, []);
    } finally {
      await again.close();
    }
    assert.deepEqual(await recordStamps(`${dir}/store.kv`), before);
  }));

async function recordStamps(path: string): Promise<string[]> {
  const kv = await Deno.openKv(path);
  try {
    const entries = await Array.fromAsync(kv.list({ prefix: ["meta"] }));
    return entries.map((entry) => `${JSON.stringify(entry.key)} ${entry.versionstamp}`);
  } finally {
    kv.close();
  }
}

Deno.test("keys an earlier release may still read outlive the upgrade's start; the cleanup removes them later", () =>
  withDir(async (dir) => {
    // The store is also used by a release from before the search library: it has old search keys.
    const old = await Deno.openKv(`${dir}/store.kv`);
    await old.delete(["meta", "old_search_keys_removed"]);
    for (const prefix of OLD_SEARCH_PREFIXES) await old.set([...prefix, "tamal", 1], 1);
    old.close();
    let clock = Date.now();
    const site = await startOn(dir, () => clock);
    try {
      const { kv, cleanups } = site.started;
      const oldKeys = async () => {
        let n = 0;
        for (const prefix of OLD_SEARCH_PREFIXES) n += (await Array.fromAsync(kv.list({ prefix }))).length;
        return n;
      };
      let next = await cleanups.runNow();
      assert.equal(await oldKeys(), OLD_SEARCH_PREFIXES.length, "kept at start and until the delay has passed");
      assert.ok(next !== null && next > clock, "a later run is planned");
      assert.ok((await kv.get(["meta", "title_index"])).value, "the earlier markers too");
      const statusIndexes = async () =>
        (await Array.fromAsync(kv.list({ prefix: ["posts_by_status_created"] }))).length;
      assert.ok(await statusIndexes() > 0, "the earlier release's post status index is kept at start");
      for (let runs = 0; next !== null && runs < 5; runs++) {
        clock = next;
        next = await cleanups.runNow();
      }
      assert.equal(next, null, "every cleanup done");
      assert.equal(await oldKeys(), 0);
      assert.equal(await statusIndexes(), 0);
      assert.equal((await kv.get(["meta", "title_index"])).value, null);
      assert.equal((await kv.get<{ state: string }>(["meta", "cleanups", 1])).value?.state, "done");
    } finally {
      await site.close();
    }
  }));

Deno.test("main.ts refuses a store of a newer format with one line naming both formats, exit 78", () =>
  withDir(async (dir) => {
    const kv = await Deno.openKv(`${dir}/store.kv`);
    const marker = (await kv.get<StoreMarker>(STORE_MARKER_KEY)).value!;
    await kv.set(STORE_MARKER_KEY, { ...marker, format: STORE_FORMAT + 1 });
    kv.close();
    const env = serverEnv(dir, freePort(), { SEED_DEMO: "0" });
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "--allow-all", "main.ts"],
      cwd: PROJECT_ROOT,
      env,
      stdout: "null",
      stderr: "piped",
    }).spawn();
    try {
      const [status, stderr] = await Promise.all([child.status, new Response(child.stderr).text()]);
      assert.equal(status.code, STORE_REFUSED_EXIT_CODE, stderr);
      assert.deepEqual(stderr.trim().split("\n"), [
        `The store at KV_PATH=${dir}/store.kv has format ${STORE_FORMAT + 1}, this version of the site reads up to ` +
        `${STORE_FORMAT}: run a version that reads format ${STORE_FORMAT + 1}, or restore a backup made for format ` +
        `${STORE_FORMAT} or earlier.`,
      ]);
    } finally {
      await stopProcessTree(child);
    }
  }));

/** Starts main.ts on `env`; `output` is what it prints up to its address (the caller stops it). */
function startMain(env: Record<string, string>): { child: Deno.ChildProcess; output: Promise<string> } {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "main.ts"],
    cwd: PROJECT_ROOT,
    env,
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const output = (async () => {
    let text = "";
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    while (!text.includes("listening on")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    reader.releaseLock();
    await child.stdout.cancel().catch(() => {});
    return text;
  })();
  return { child, output };
}

Deno.test("two server processes starting together on the b85cb1e store: one migrates, both then serve", () =>
  withDir(async (dir) => {
    const env = (port: number) => serverEnv(dir, port, { SEED_DEMO: "0" });
    await ensureTestBuild();
    const ports = [freePort(), freePort()];
    const servers = ports.map((port) => startMain(env(port)));
    try {
      const outputs = await Promise.all(servers.map((server) => server.output));
      for (const output of outputs) assert.match(output, /listening on/, output);
      const applied = outputs.join("").match(/Store migration \d+ \(/g) ?? [];
      assert.deepEqual(
        applied.sort(),
        [
          "Store migration 2 (",
          "Store migration 3 (",
          "Store migration 7 (",
          "Store migration 8 (",
          "Store migration 9 (",
        ],
        "each applied once in all",
      );
      for (const port of ports) {
        const response = await fetch(`http://127.0.0.1:${port}/${manifest.post.slug}`);
        assert.equal(response.status, 200);
        await response.body?.cancel();
      }
    } finally {
      for (const server of servers) await stopProcessTree(server.child);
    }
    const kv = await Deno.openKv(`${dir}/store.kv`);
    try {
      assert.equal((await kv.get<StoreMarker>(STORE_MARKER_KEY)).value?.format, STORE_FORMAT);
    } finally {
      kv.close();
    }
  }));
