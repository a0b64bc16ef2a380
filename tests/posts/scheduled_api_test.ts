/**
 * Scheduling through the JSON API over real HTTP: the schedule must be ahead of the site's clock (a 400 field error
 * otherwise), GET returns it, and the public page is a 404 until the site's publisher (clock and timer driven by
 * the test) publishes the post at its time, then a 200.
 */
import assert from "node:assert/strict";
import { PostPatchSchema, SCHEDULE_IN_PAST, scheduleInPast } from "@/lib/schemas/post.ts";
import type { Timer } from "@/lib/process/due_loop.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { apiCall, jsonAnswer } from "../support/api_call.ts";

const HOUR = 3_600_000;

Deno.test("the post schema reads a schedule as a date and time; whether it is ahead is judged against a clock", () => {
  const garbled = PostPatchSchema.safeParse({ scheduled_at: "mañana" });
  assert.equal(garbled.error?.issues[0].path.join("."), "scheduled_at");
  const ahead = new Date(Date.now() + HOUR);
  assert.equal(PostPatchSchema.parse({ scheduled_at: ahead.toISOString() }).scheduled_at, ahead.toISOString());
  assert.equal(PostPatchSchema.parse({ scheduled_at: null }).scheduled_at, null);
  const at = "2030-05-10T10:00:00Z";
  assert.equal(scheduleInPast(at, Date.parse(at) - 1), false);
  assert.equal(scheduleInPast(at, Date.parse(at)), true, "a time equal to now is not ahead");
  assert.equal(scheduleInPast(at, Date.parse(at) + HOUR), true);
  for (const value of [null, undefined, "mañana", 42]) assert.equal(scheduleInPast(value, Date.parse(at)), false);
});

Deno.test("the API judges scheduled_at against the site's clock, not the machine's", async () => {
  // Times on either side of the machine's clock: a schedule is refused or kept by the injected clock alone.
  const clock = { at: Date.parse("2100-01-01T00:00:00Z") };
  const timer: Timer = { set: () => 0, clear: () => {} };
  const site = await startSite({ now: () => clock.at, publisher: { timer } });
  try {
    const token = await apiLogin(site);
    const send = (method: string, path: string, json: unknown) =>
      apiCall(site, path, { method, token, json }).then(jsonAnswer);
    const aheadOfMachine = "2099-06-01T10:00:00.000Z";
    const refused = await send("POST", "/api/posts", { title: "Flan", status: "draft", scheduled_at: aheadOfMachine });
    assert.equal(refused.status, 400, "ahead of the machine's clock, past for the site's");
    assert.deepEqual(refused.body.fields?.scheduled_at, [SCHEDULE_IN_PAST]);
    const ahead = await send("POST", "/api/posts", {
      title: "Flan",
      status: "draft",
      scheduled_at: "2100-01-01T00:00:01.000Z",
    });
    assert.equal(ahead.status, 201, JSON.stringify(ahead.body));
    const moved = await send("PUT", `/api/posts/${ahead.body.post.id}`, { scheduled_at: aheadOfMachine });
    assert.equal(moved.status, 400);
    assert.deepEqual(moved.body.fields?.scheduled_at, [SCHEDULE_IN_PAST]);

    clock.at = Date.parse("2000-01-01T00:00:00Z");
    const pastForMachine = "2001-05-10T10:00:00.000Z";
    const kept = await send("POST", "/api/posts", { title: "Natilla", status: "draft", scheduled_at: pastForMachine });
    assert.equal(kept.status, 201, `past for the machine's clock, ahead for the site's: ${JSON.stringify(kept.body)}`);
    assert.equal(kept.body.post.scheduled_at, pastForMachine);
    assert.deepEqual(await site.publisher.runNow(), [], "the publisher keeps the site's clock too: not due yet");
    const rescheduled = await send("PUT", `/api/posts/${ahead.body.post.id}`, { scheduled_at: pastForMachine });
    assert.equal(rescheduled.status, 200, JSON.stringify(rescheduled.body));
    assert.equal(rescheduled.body.post.scheduled_at, pastForMachine);
    const before = await send("PUT", `/api/posts/${ahead.body.post.id}`, { scheduled_at: "1999-12-31T23:00:00Z" });
    assert.equal(before.status, 400, "still refused before the site's clock");
  } finally {
    await site.close();
  }
});

Deno.test("a post scheduled through the API answers 404 publicly until its time, then 200 as published", async () => {
  const clock = { at: Date.now() };
  const timer: Timer = { set: () => 0, clear: () => {} };
  const site = await startSite({ publisher: { now: () => clock.at, timer } });
  try {
    const token = await apiLogin(site);
    const send = (method: string, path: string, body?: unknown) =>
      fetch(`${site.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const past = await send("POST", "/api/posts", { title: "Pudín", scheduled_at: "2001-05-10T10:00:00Z" });
    assert.equal(past.status, 400);
    assert.deepEqual((await past.json()).fields?.scheduled_at, [SCHEDULE_IN_PAST]);

    const at = new Date(Date.now() + HOUR).toISOString();
    const created = await send("POST", "/api/posts", { title: "Pudín de pan", status: "draft", scheduled_at: at });
    assert.equal(created.status, 201);
    const { post } = await created.json();
    const read = await send("GET", `/api/posts/${post.id}`);
    const { post: stored, versionstamp } = await read.json();
    assert.equal(stored.scheduled_at, at);
    assert.equal(stored.status, "draft");

    const moved = await send("PUT", `/api/posts/${post.id}`, { scheduled_at: "2002-01-01T00:00:00Z", versionstamp });
    assert.equal(moved.status, 400);
    assert.deepEqual((await moved.json()).fields?.scheduled_at, [SCHEDULE_IN_PAST]);

    const before = await fetch(`${site.url}/pudin-de-pan`);
    await before.body?.cancel();
    assert.equal(before.status, 404);

    clock.at = Date.parse(at) + 1000;
    assert.deepEqual(await site.publisher.runNow(), [post.id]);
    const after = await fetch(`${site.url}/pudin-de-pan`);
    assert.equal(after.status, 200);
    assert.match(await after.text(), /Pudín de pan/);
    const published = (await (await send("GET", `/api/posts/${post.id}`)).json()).post;
    assert.equal(published.status, "published");
    assert.equal(published.published_at, at);
    assert.equal(published.scheduled_at, null);
  } finally {
    await site.close();
  }
});
