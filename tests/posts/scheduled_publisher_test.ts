/**
 * The scheduled-post publisher on real KV files, with its clock and timer driven by the test: a due draft is
 * published once (however many publishers share the store), with its latest edit; a deleted one is not; the timer
 * wakes it at the next scheduled time.
 */
import assert from "node:assert/strict";
import { createPost, deletePost, getPost, updatePost } from "@/lib/db/posts.ts";
import { listDueScheduled } from "@/lib/db/scheduled_posts.ts";
import { verifyIndexes } from "../support/verify_indexes.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { PUBLISH_CHECK_MS, startScheduledPublisher } from "@/lib/services/scheduled_publisher.ts";
import type { Timer } from "@/lib/process/due_loop.ts";

const AUTHOR = { id: "u1", name: "Ana" };
const HOUR = 3_600_000;

/** A timer the test fires by hand: it records the delay of the one pending call. */
class ManualTimer implements Timer {
  pending: { run: () => void; ms: number } | null = null;
  set(run: () => void, ms: number) {
    const entry = { run, ms };
    this.pending = entry;
    return entry;
  }
  clear(handle: unknown) {
    if (this.pending === handle) this.pending = null;
  }
}

/** A clock the test moves. */
function manualClock(start: number) {
  const clock = { at: start, now: () => clock.at };
  return clock;
}

async function withStoreFile(fn: (path: string) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "recetas-sched-" });
  try {
    await fn(`${dir}/store.kv`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** A draft scheduled an hour from the real clock (the schema wants a time ahead), and that time. */
async function scheduledDraft(kv: Deno.Kv, title: string, content = "<p>Primera versión</p>") {
  const at = new Date(Date.now() + HOUR).toISOString();
  const { post } = await createPost(kv, { title, content, status: "draft", scheduled_at: at }, AUTHOR);
  return { id: post.id, at: Date.parse(at) };
}

Deno.test("two publishers on one store file publish a due post once, with published_at at its scheduled time", () =>
  withStoreFile(async (path) => {
    const first = await Deno.openKv(path);
    const second = await Deno.openKv(path);
    const { id, at } = await scheduledDraft(first, "Flan de calabaza");
    const clock = manualClock(at - 1000);
    const options = { now: clock.now, intervalMs: 30_000 };
    const a = startScheduledPublisher(first, { ...options, timer: new ManualTimer() });
    const b = startScheduledPublisher(second, { ...options, timer: new ManualTimer() });
    try {
      assert.deepEqual([...await a.runNow(), ...await b.runNow()], [], "not due yet");
      assert.equal((await getPost(first, id))?.post.status, "draft");

      clock.at = at + 1000;
      const [byA, byB] = await Promise.all([a.runNow(), b.runNow()]);
      assert.deepEqual([...byA, ...byB], [id], "exactly one publisher published it");
      const { post } = (await getPost(second, id))!;
      assert.equal(post.status, "published");
      assert.equal(post.published_at, new Date(at).toISOString());
      assert.equal(post.scheduled_at, null);
      assert.deepEqual(await listDueScheduled(first, clock.at), [], "the schedule index entry is gone");
      assert.deepEqual([...await a.runNow(), ...await b.runNow()], [], "nothing left to publish");
    } finally {
      await a.stop();
      await b.stop();
      first.close();
      second.close();
    }
  }));

Deno.test("a scheduled post edited after scheduling publishes its latest version; a deleted one is not published", () =>
  withStoreFile(async (path) => {
    const kv = await Deno.openKv(path);
    const edited = await scheduledDraft(kv, "Tamal en cazuela");
    const deleted = await scheduledDraft(kv, "Boniatillo");
    const clock = manualClock(edited.at - 1000);
    const publisher = startScheduledPublisher(kv, { now: clock.now, timer: new ManualTimer() });
    try {
      assert.deepEqual(await publisher.runNow(), []);
      await updatePost(kv, edited.id, { title: "Tamal en cazuela criollo", content: "<p>Segunda versión</p>" });
      await deletePost(kv, deleted.id);
      clock.at = Math.max(edited.at, deleted.at) + 1000;
      assert.deepEqual(await publisher.runNow(), [edited.id]);
      const { post } = (await getPost(kv, edited.id))!;
      assert.equal(post.status, "published");
      assert.equal(post.title, "Tamal en cazuela criollo");
      assert.equal(post.content, "<p>Segunda versión</p>");
      assert.equal(await getPost(kv, deleted.id), null);
    } finally {
      await publisher.stop();
      kv.close();
    }
  }));

Deno.test("the publisher sleeps until the next scheduled time (at most its interval) and publishes when woken", () =>
  withStoreFile(async (path) => {
    const kv = await Deno.openKv(path);
    const { id, at } = await scheduledDraft(kv, "Arroz con leche");
    const clock = manualClock(at - 10_000);
    const timer = new ManualTimer();
    const publisher = startScheduledPublisher(kv, { now: clock.now, timer, intervalMs: 30_000 });
    try {
      await publisher.runNow();
      assert.equal(timer.pending?.ms, 10_000, "woken exactly at the scheduled time");
      clock.at = at;
      timer.pending!.run();
      await publisher.runNow();
      assert.equal((await getPost(kv, id))?.post.status, "published");
      assert.equal(timer.pending?.ms, 30_000, "nothing scheduled: the interval");
      await publisher.stop();
      assert.equal(timer.pending, null, "stopping clears the timer");
    } finally {
      await publisher.stop();
      kv.close();
    }
  }));

Deno.test("unscheduling or publishing by hand takes a draft out of the schedule", () =>
  withStoreFile(async (path) => {
    const kv = await Deno.openKv(path);
    const unscheduled = await scheduledDraft(kv, "Yuca con mojo");
    const publishedByHand = await scheduledDraft(kv, "Congrí");
    await updatePost(kv, unscheduled.id, { scheduled_at: null });
    const hand = await updatePost(kv, publishedByHand.id, { status: "published" });
    assert.equal(hand.post.scheduled_at, null, "publishing clears the schedule");
    const clock = manualClock(Math.max(unscheduled.at, publishedByHand.at) + 1000);
    assert.deepEqual(await listDueScheduled(kv, clock.at), []);
    const publisher = startScheduledPublisher(kv, { now: clock.now, timer: new ManualTimer() });
    try {
      assert.deepEqual(await publisher.runNow(), []);
      assert.equal((await getPost(kv, unscheduled.id))?.post.status, "draft");
    } finally {
      await publisher.stop();
      kv.close();
    }
  }));

Deno.test("parallel schedule, unschedule, publish and delete from two store handles keep the schedule index exact", () =>
  withStoreFile(async (path) => {
    const a = await Deno.openKv(path);
    const b = await Deno.openKv(path);
    try {
      const posts = await Promise.all(
        Array.from({ length: 12 }, (_, i) => scheduledDraft(i % 2 ? a : b, `Receta ${i}`)),
      );
      const later = (n: number) => new Date(Date.now() + 2 * HOUR + n * 60_000).toISOString();
      await Promise.all(posts.flatMap(({ id }, i) => {
        const kv = i % 2 ? a : b;
        const other = i % 2 ? b : a;
        const changes = [
          () => updatePost(kv, id, { scheduled_at: later(i) }),
          () => updatePost(kv, id, { scheduled_at: null }),
          () => updatePost(kv, id, { status: "published" }),
          () => deletePost(kv, id),
        ];
        return [changes[i % 4](), updatePost(other, id, { excerpt: `Cambio ${i}` }).catch(() => null)];
      }));
      await verifyIndexes(a);
      const due = await listDueScheduled(a, Date.now() + 3 * HOUR);
      assert.deepEqual(
        due.map((entry) => entry.id).sort(),
        posts.filter((_, i) => i % 4 === 0).map((p) => p.id).sort(),
      );
    } finally {
      a.close();
      b.close();
    }
  }));

Deno.test("a post another process has claimed is left to it until its claim runs out", () =>
  withStoreFile(async (path) => {
    const kv = await Deno.openKv(path);
    const { id, at } = await scheduledDraft(kv, "Natilla");
    const clock = manualClock(at + 1000);
    await kv.set(["posts_scheduled_lease", id], { owner: "another process", until: clock.at + 60_000 });
    const publisher = startScheduledPublisher(kv, { now: clock.now, timer: new ManualTimer(), leaseMs: 60_000 });
    try {
      assert.deepEqual(await publisher.runNow(), [], "claimed elsewhere");
      assert.equal((await getPost(kv, id))?.post.status, "draft");
      clock.at += 61_000;
      assert.deepEqual(await publisher.runNow(), [id], "a claim that ran out is taken over");
      assert.equal((await kv.get(["posts_scheduled_lease", id])).value, null, "the claim is released");
    } finally {
      await publisher.stop();
      kv.close();
    }
  }));

Deno.test("a schedule saved after a run, by any process, is seen at the next check, which sleeps until its time", () =>
  withStoreFile(async (path) => {
    const kv = await Deno.openKv(path);
    const start = Date.now() + HOUR;
    const clock = manualClock(start);
    const timer = new ManualTimer();
    const publisher = startScheduledPublisher(kv, { now: clock.now, timer });
    try {
      await publisher.runNow();
      assert.equal(timer.pending?.ms, PUBLISH_CHECK_MS, "nothing scheduled: the interval");
      const { post } = await savePostFromInput(kv, {
        title: "Mermelada de mango",
        scheduled_at: new Date(start + PUBLISH_CHECK_MS + 3000).toISOString(),
      }, AUTHOR);
      clock.at = start + PUBLISH_CHECK_MS;
      await publisher.runNow();
      assert.equal((await getPost(kv, post.id))?.post.status, "draft", "not due yet");
      assert.equal(timer.pending?.ms, 3000, "the next run is at the post's time");
      clock.at = start + PUBLISH_CHECK_MS + 3000;
      await publisher.runNow();
      assert.equal((await getPost(kv, post.id))?.post.status, "published", "published at its time");
    } finally {
      await publisher.stop();
      kv.close();
    }
  }));
