import assert from "node:assert/strict";
import { listPage, pageSize } from "@/lib/db/list_page.ts";
import { withKv } from "@/tests/support/kv.ts";

async function fill(kv: Deno.Kv, n: number): Promise<void> {
  for (let i = 1; i <= n; i++) await kv.set(["things", `t${String(i).padStart(2, "0")}`], i);
  await kv.set(["other", "x"], 0);
}

Deno.test("listPage follows cursors to the end, newest first", () =>
  withKv(async (kv) => {
    await fill(kv, 5);
    const selector = { prefix: ["things"] };
    const first = await listPage<number>(kv, selector, { limit: 2, maxLimit: 10, reverse: true });
    assert.deepEqual(first.items, [5, 4]);
    assert.ok(first.cursor);
    const second = await listPage<number>(kv, selector, {
      limit: 2,
      maxLimit: 10,
      reverse: true,
      cursor: first.cursor,
    });
    assert.deepEqual(second.items, [3, 2]);
    const third = await listPage<number>(kv, selector, {
      limit: 2,
      maxLimit: 10,
      reverse: true,
      cursor: second.cursor!,
    });
    assert.deepEqual(third.items, [1]);
    assert.equal(third.cursor, null);
  }));

Deno.test("listPage reaches a page by number, and a cursor wins over the number", () =>
  withKv(async (kv) => {
    await fill(kv, 5);
    const selector = { prefix: ["things"] };
    const page2 = await listPage<number>(kv, selector, { limit: 2, maxLimit: 10, page: 2 });
    assert.deepEqual(page2.items, [3, 4]);
    const next = await listPage<number>(kv, selector, { limit: 2, maxLimit: 10, page: 9, cursor: page2.cursor! });
    assert.deepEqual(next.items, [5]);
    assert.equal(next.cursor, null);
    const beyond = await listPage<number>(kv, selector, { limit: 2, maxLimit: 10, page: 4 });
    assert.deepEqual(beyond, { items: [], cursor: null });
  }));

Deno.test("listPage clamps the page size to 1..maxLimit", () =>
  withKv(async (kv) => {
    await fill(kv, 4);
    const selector = { prefix: ["things"] };
    assert.equal((await listPage<number>(kv, selector, { limit: 50, maxLimit: 3 })).items.length, 3);
    assert.deepEqual((await listPage<number>(kv, selector, { limit: 0, maxLimit: 3 })).items, [1]);
    assert.equal(pageSize(2.7, 10), 2);
    assert.equal(pageSize(Number.NaN, 10), 1);
  }));

Deno.test("a full last page still ends on the next read", () =>
  withKv(async (kv) => {
    await fill(kv, 4);
    const first = await listPage<number>(kv, { prefix: ["things"] }, { limit: 2, maxLimit: 10, page: 2 });
    assert.deepEqual(first.items, [3, 4]);
    const rest = await listPage<number>(kv, { prefix: ["things"] }, { limit: 2, maxLimit: 10, cursor: first.cursor! });
    assert.deepEqual(rest, { items: [], cursor: null });
  }));
