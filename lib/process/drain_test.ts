import assert from "node:assert/strict";
import { closingConnection, RequestDrain } from "./drain.ts";

Deno.test("drain: counts requests in flight, marks answers Connection: close once draining, quiet after a while", async () => {
  let now = 1_000;
  const drain = new RequestDrain(() => now);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => release = resolve);
  const handler = drain.wrap(async (request: Request) => {
    if (new URL(request.url).pathname === "/slow") await held;
    return new Response("ok");
  });

  const before = await handler(new Request("http://x/"), null);
  assert.equal(before.headers.get("connection"), null, "keep-alive until the drain");
  const slow = handler(new Request("http://x/slow"), null);
  assert.equal(drain.inFlight, 1);
  drain.start();
  now += 10_000;
  assert.equal(drain.isQuiet(250), false, "a request in flight is never quiet");
  release();
  const answer = await slow;
  assert.equal(answer.headers.get("connection"), "close");
  assert.equal(drain.inFlight, 0);
  assert.equal(drain.isQuiet(250), false, "the request just ended");
  now += 249;
  assert.equal(drain.isQuiet(250), false);
  now += 1;
  assert.equal(drain.isQuiet(250), true);
});

Deno.test("drain: an answer with immutable headers is copied with Connection: close", async () => {
  const redirect = Response.redirect("http://x/elsewhere", 302);
  const closed = closingConnection(redirect);
  assert.equal(closed.status, 302);
  assert.equal(closed.headers.get("location"), "http://x/elsewhere");
  assert.equal(closed.headers.get("connection"), "close");
  const fetched = closingConnection(new Response("body", { headers: { "x-a": "1" } }));
  assert.equal(await fetched.text(), "body");
  assert.equal(fetched.headers.get("x-a"), "1");
});
