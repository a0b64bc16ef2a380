import assert from "node:assert/strict";
import { Api } from "../lib/api.ts";
import { MAX_UNREACHABLE_IN_A_ROW, runImport } from "./pipeline.ts";
import type { ImportEntry } from "./types.ts";

/** An API no request may reach: skipped and failed entries never talk to the site. */
const offline = new Api("http://127.0.0.1:9", null);
const options = { status: "keep" as const, dryRun: true, update: false, concurrency: 3 };

/** `count` skipped entries, counting how many were read and whether the source was closed. */
function source(count: number) {
  const state = { read: 0, closed: false };
  async function* entries(): AsyncGenerator<ImportEntry> {
    try {
      for (let i = 0; i < count; i++) {
        state.read++;
        yield { kind: "skipped", itemKind: "attachment", label: `item ${i}`, reason: "a file" };
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, entries: entries() };
}

Deno.test("import pipeline: entries are read as workers take them, never all ahead", async () => {
  const { state, entries } = source(50);
  const readAhead: number[] = [];
  const results = await runImport(offline, entries, options, {
    finished: (_result, done) => readAhead.push(state.read - done),
  });
  assert.deepEqual(results.map((r) => r.label), Array.from({ length: 50 }, (_, i) => `item ${i}`));
  assert.ok(Math.max(...readAhead) <= options.concurrency, `read ahead of the finished ones: ${readAhead}`);
  assert.ok(state.closed);
});

Deno.test("import pipeline: stopped early, it reads no further and lets the source close its file", async () => {
  const { state, entries } = source(50);
  const stop = new AbortController();
  const results = await runImport(offline, entries, options, {
    finished: (_result, done) => done === 5 && stop.abort(),
  }, stop.signal);
  assert.ok(results.length >= 5 && results.length <= 5 + options.concurrency, `${results.length} finished`);
  assert.ok(state.read <= results.length + options.concurrency, `${state.read} read`);
  assert.ok(state.closed, "the source was told to stop");
});

Deno.test("import pipeline: a site that cannot be reached stops the import once, after 5 items in a row", async () => {
  let read = 0;
  async function* posts(): AsyncGenerator<ImportEntry> {
    for (let i = 0; i < 100; i++) {
      read++;
      yield { kind: "post", label: `post ${i}`, post: { title: `Receta ${i}` }, categories: [] };
    }
  }
  const stops: string[] = [];
  const results = await runImport(offline, posts(), { ...options, concurrency: 1 }, {
    stopped: (reason) => stops.push(reason),
  });
  assert.equal(stops.length, 1, "one stop");
  assert.match(stops[0], /^Cannot reach http:\/\/127\.0\.0\.1:9/);
  assert.equal(read, MAX_UNREACHABLE_IN_A_ROW, "nothing is read after the fifth");
  assert.deepEqual(results, [], "what could not reach the site is left for the next run, not listed as failed");
});
