/**
 * A 500 answer carries an `X-Request-Id`, and the one log line of its error names that id with the stack: through
 * the file-route layer with the app's error mapping (`lib/http/error_handler.ts`), on a page and on the JSON API.
 */
import assert from "node:assert/strict";
import { ValidationError } from "@/lib/errors.ts";
import { errorToBody } from "@/lib/http/error_handler.ts";
import { RequestObserver } from "@/lib/http/request_observer.ts";
import { configureLogging } from "@/lib/process/log.ts";
import { fixtureApp } from "../fresh/fixture.ts";

/** Runs `body` with every log line (as JSON) collected. */
async function logged(body: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const restore = configureLogging({ format: "json", write: (_, line) => lines.push(JSON.parse(line)) });
  try {
    await body();
  } finally {
    restore();
  }
  return lines;
}

Deno.test("a route that throws: 500 error page with X-Request-Id, and one log line naming it with the stack", async () => {
  const { app } = await fixtureApp({ jsonErrorsUnder: ["/api/"], errorResponse: errorToBody });
  const observer = new RequestObserver({ logRequests: true });
  const fetch = observer.wrap(app.fetch);
  let response: Response | undefined;
  const lines = await logged(async () => {
    response = await fetch(new Request("http://127.0.0.1/boom?token=secret"));
  });
  assert.equal(response!.status, 500);
  const page = await response!.text();
  assert.match(page, /Error 500/);
  assert.doesNotMatch(page, /kaboom/, "the error's message stays in the log");
  const id = response!.headers.get("x-request-id");
  assert.match(id ?? "", /^[0-9A-Z]{26}$/);
  const named = lines.filter((line) => line.request_id === id);
  assert.equal(named.length, 2, "the error's line and the request's line");
  const [error, request] = named;
  assert.equal(error.level, "error");
  assert.equal(error.method, "GET");
  assert.equal(error.path, "/boom");
  assert.match(String(error.stack), /^Error: kaboom\n\s+at .*boom\.tsx/);
  assert.equal(request.msg, "request");
  assert.equal(request.status, 500);
  assert.ok(!JSON.stringify(lines).includes("secret"), "the query string is never logged");
});

Deno.test("unexpected errors get a fresh id each time; expected ones (4xx) get none and log nothing", async () => {
  const request = new Request("http://127.0.0.1/api/posts", { method: "POST" });
  let first: ReturnType<typeof errorToBody> | undefined;
  let second: ReturnType<typeof errorToBody> | undefined;
  let invalid: ReturnType<typeof errorToBody> | undefined;
  const lines = await logged(() => {
    first = errorToBody(new RangeError("offset out of range"), request);
    second = errorToBody(new Error("again"), request);
    invalid = errorToBody(new ValidationError("Title is required", {}), request);
    return Promise.resolve();
  });
  assert.equal(first!.status, 500);
  assert.deepEqual(first!.body, { error: "Internal server error" });
  assert.notEqual(first!.headers["X-Request-Id"], second!.headers["X-Request-Id"]);
  assert.equal(invalid!.status, 400);
  assert.equal(invalid!.headers["X-Request-Id"], undefined);
  assert.deepEqual(lines.map((line) => [line.request_id, line.method, line.path]), [
    [first!.headers["X-Request-Id"], "POST", "/api/posts"],
    [second!.headers["X-Request-Id"], "POST", "/api/posts"],
  ]);
});
