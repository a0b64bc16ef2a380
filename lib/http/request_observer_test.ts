import assert from "node:assert/strict";
import { configureLogging, type LogLevel } from "../process/log.ts";
import { formatExposition, processMetrics } from "../process/metrics.ts";
import { RequestObserver } from "./request_observer.ts";

/** Runs `body` with the process's log lines (JSON) collected. */
async function withLogLines(body: (lines: [LogLevel, Record<string, unknown>][]) => Promise<void>): Promise<void> {
  const lines: [LogLevel, Record<string, unknown>][] = [];
  const restore = configureLogging({ format: "json", write: (level, line) => lines.push([level, JSON.parse(line)]) });
  try {
    await body(lines);
  } finally {
    restore();
  }
}

/** The value of the sample whose line starts with `prefix` (0 when absent). */
async function sample(prefix: string): Promise<number> {
  const text = formatExposition(await processMetrics.collect());
  const line = text.split("\n").find((l) => l.startsWith(prefix));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

/** A clock that moves `stepMs` each time it is read. */
function steppingClock(stepMs: number): () => number {
  let now = 0;
  return () => (now += stepMs);
}

Deno.test("every answer is counted by group and status, timed, and logged as one line with its bytes", async () => {
  const observer = new RequestObserver({ logRequests: true, now: steppingClock(2.5) });
  const fetch = observer.wrap((request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === "/cached") {
      const hit = new Response("hola");
      observer.noteBodyBytes!(hit, 4);
      return hit;
    }
    if (path === "/api/posts") {
      return Promise.resolve(Response.json({ ok: true }, { headers: { "Content-Length": "11" } }));
    }
    return Promise.resolve(new Response(null, { status: 302, headers: { Location: "/" } }));
  });
  const pid = Deno.pid;
  const pageOk = `recetas_http_requests_total{process="${pid}",group="page",status="200"}`;
  const apiOk = `recetas_http_requests_total{process="${pid}",group="api",status="200"}`;
  const pageCount = `recetas_http_request_duration_seconds_count{process="${pid}",group="page"}`;
  const before = { page: await sample(pageOk), api: await sample(apiOk), count: await sample(pageCount) };
  await withLogLines(async (lines) => {
    const hit = fetch(new Request("http://127.0.0.1/cached?utm=1"));
    assert.ok(hit instanceof Response, "an answer made at once is passed on at once");
    await fetch(new Request("http://127.0.0.1/api/posts"));
    await fetch(new Request("http://127.0.0.1/old path\u0007?x=1"));
    await fetch(new Request("http://127.0.0.1/cached", { method: "HEAD" }));
    const requests = lines.map(([, line]) => line);
    assert.deepEqual(requests.map(({ time: _, ...rest }) => rest), [
      { level: "info", msg: "request", method: "GET", path: "/cached", status: 200, ms: 2.5, bytes: 4 },
      { level: "info", msg: "request", method: "GET", path: "/api/posts", status: 200, ms: 2.5, bytes: 11 },
      { level: "info", msg: "request", method: "GET", path: "/old%20path%07", status: 302, ms: 2.5, bytes: "-" },
      { level: "info", msg: "request", method: "HEAD", path: "/cached", status: 200, ms: 2.5, bytes: 0 },
    ]);
  });
  assert.equal(await sample(pageOk), before.page + 2);
  assert.equal(await sample(apiOk), before.api + 1);
  assert.equal(await sample(pageCount), before.count + 3, "the redirect is a page answer too");
});

Deno.test("a thrown or rejected request is answered 500 with a request id its log line names, with the stack", async () => {
  const observer = new RequestObserver();
  const throwing = observer.wrap((_: Request): Response => {
    throw new Error("store gone");
  });
  const rejecting = observer.wrap((_: Request) => Promise.reject(new TypeError("read failed")));
  await withLogLines(async (lines) => {
    for (const [fetch, message] of [[throwing, "store gone"], [rejecting, "read failed"]] as const) {
      const response = await fetch(new Request("http://127.0.0.1/arroz?secret=1"));
      assert.equal(response.status, 500);
      assert.equal(await response.text(), "Internal Server Error\n", "nothing of the error is shown");
      const id = response.headers.get("x-request-id");
      assert.match(id ?? "", /^[0-9A-Z]{26}$/);
      const line = lines.find(([, l]) => l.request_id === id);
      assert.ok(line, `a log line names ${id}`);
      assert.equal(line[0], "error");
      assert.equal(line[1].path, "/arroz", "the path without its query");
      assert.match(String(line[1].stack), new RegExp(`Error: ${message}\\n\\s+at `));
    }
  });
});

Deno.test("a 500 a handler returned without throwing gets a request id too, logged", async () => {
  const observer = new RequestObserver({ logRequests: true });
  const fetch = observer.wrap((_: Request) => new Response("no", { status: 500 }));
  await withLogLines(async (lines) => {
    const response = await fetch(new Request("http://127.0.0.1/api/x"));
    const id = response.headers.get("x-request-id");
    assert.ok(id);
    const named = lines.filter(([, line]) => line.request_id === id).map(([level, line]) => [level, line.msg]);
    assert.deepEqual(named, [["error", "Internal server error"], ["info", "request"]]);
  });
});
