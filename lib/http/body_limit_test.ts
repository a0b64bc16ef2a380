import assert from "node:assert/strict";
import { Hono } from "hono";
import { limitBody } from "./body_limit.ts";

/** A body of `chunks` chunks of `size` bytes that counts what was read of it. */
function countedBody(chunks: number, size: number) {
  const state = { pulled: 0, done: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) {
        state.done = true;
        return controller.close();
      }
      state.pulled++;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
  return { stream, state };
}

/** An app with a 1,000-byte limit (discarding refused bodies up to 5,000 bytes) whose route echoes the body size. */
function app() {
  const refuse = () => new Response("too large", { status: 413 });
  return new Hono().post(
    "/",
    limitBody(1000, refuse, 5000),
    async (c) => c.text(`${(await c.req.arrayBuffer()).byteLength}`),
  );
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  app().request("/", { method: "POST", body, headers, duplex: "half" } as RequestInit);

Deno.test("limitBody: bodies up to the limit reach the route, declared or streamed", async () => {
  assert.equal(await (await post("x".repeat(1000))).text(), "1000");
  const { stream } = countedBody(10, 100);
  assert.equal(await (await post(stream)).text(), "1000");
});

Deno.test("limitBody: a declared body over the limit is refused after being read to its end", async () => {
  const { stream, state } = countedBody(30, 100);
  const response = await post(stream, { "content-length": "3000" });
  assert.equal(response.status, 413);
  assert.equal(state.done, true, "the whole body was read");
});

Deno.test("limitBody: a streamed body over the limit is refused after being read to its end", async () => {
  const { stream, state } = countedBody(30, 100);
  const response = await post(stream);
  assert.equal(response.status, 413);
  assert.equal(state.done, true);
});

Deno.test("limitBody: past the discard budget the rest is left unread (the connection may close)", async () => {
  const streamed = countedBody(1000, 100);
  assert.equal((await post(streamed.stream)).status, 413);
  assert.equal(streamed.state.done, false);
  assert.ok(streamed.state.pulled <= 60, `read ${streamed.state.pulled} chunks of 100 bytes`);
  const declared = countedBody(1000, 100);
  assert.equal((await post(declared.stream, { "content-length": "100000" })).status, 413);
  assert.ok(declared.state.pulled <= 1, "a declared length past the budget is not read at all");
});
