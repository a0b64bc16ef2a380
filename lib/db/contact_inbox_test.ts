import assert from "node:assert/strict";
import { ConflictError, NotFoundError } from "@/lib/errors.ts";
import {
  createContactMessage,
  deleteContactMessage,
  getContactMessage,
  isIndexedUnread,
  listContactMessages,
  restoreContactMessage,
  setContactMessageFlags,
} from "@/lib/db/contact.ts";
import { applyContactBulk } from "@/lib/db/contact_bulk.ts";
import {
  countContactMessages,
  indexContactMessages,
  indexEarlierMessages,
  messageKey,
} from "@/lib/db/contact_index.ts";

const noRenew = () => Promise.resolve();
import type { StoredContactMessage } from "@/lib/schemas/contact.ts";
import { idTime, newId } from "@/lib/ids.ts";
import type { ContactMessageInput } from "@/lib/schemas/contact.ts";
import { withKv } from "@/tests/support/kv.ts";

const valid: ContactMessageInput = {
  name: "Ana",
  email: "ana@example.com",
  subject: "otro",
  message: "Hola",
};

async function three(kv: Deno.Kv): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push((await createContactMessage(kv, { ...valid, message: `m${i}` })).id);
  return ids;
}

Deno.test("counts follow creation, reading, handling and deletion", () =>
  withKv(async (kv) => {
    const [a, b, c] = await three(kv);
    assert.deepEqual(await countContactMessages(kv), { all: 3, unread: 3 });
    await setContactMessageFlags(kv, a, { read: true });
    await setContactMessageFlags(kv, a, { read: true, handled: true });
    assert.deepEqual(await countContactMessages(kv), { all: 3, unread: 2 });
    await deleteContactMessage(kv, b);
    assert.deepEqual(await countContactMessages(kv), { all: 2, unread: 1 });
    await deleteContactMessage(kv, a);
    assert.deepEqual(await countContactMessages(kv), { all: 1, unread: 1 });
    assert.equal(await isIndexedUnread(kv, c), true);
    await assert.rejects(() => deleteContactMessage(kv, a), NotFoundError);
    await assert.rejects(() => setContactMessageFlags(kv, a, { handled: true }), NotFoundError);
    const message = await getContactMessage(kv, c);
    assert.equal(message?.handled, false);
    assert.equal(await getContactMessage(kv, a), null);
  }));

Deno.test("the unread filter pages newest first and skips read messages", () =>
  withKv(async (kv) => {
    const ids = [...await three(kv), ...await three(kv)];
    await setContactMessageFlags(kv, ids[4], { read: true });
    const first = await listContactMessages(kv, { filter: "unread", limit: 2 });
    assert.deepEqual(first.items.map((m) => m.id), [ids[5], ids[3]]);
    const second = await listContactMessages(kv, { filter: "unread", limit: 2, cursor: first.cursor! });
    assert.deepEqual(second.items.map((m) => m.id), [ids[2], ids[1]]);
    const third = await listContactMessages(kv, { filter: "unread", limit: 2, cursor: second.cursor! });
    assert.deepEqual(third.items.map((m) => m.id), [ids[0]]);
    assert.equal(third.cursor, null);
    const all = await listContactMessages(kv, { limit: 6 });
    assert.deepEqual(all.items.map((m) => m.id), [...ids].reverse());
    assert.equal(all.cursor, null, "an exactly full last page has no cursor");
  }));

Deno.test("bulk actions apply to each message and report unknown ids", () =>
  withKv(async (kv) => {
    const [a, b, c] = await three(kv);
    const missing = newId();
    assert.deepEqual(await applyContactBulk(kv, "handled", [a, b, a, missing]), { done: [a, b], missing: [missing] });
    assert.deepEqual((await listContactMessages(kv)).items.map((m) => m.handled), [false, true, true]);
    assert.deepEqual(await applyContactBulk(kv, "read", [a, c]), { done: [a, c], missing: [] });
    assert.deepEqual(await countContactMessages(kv), { all: 3, unread: 1 });
    await applyContactBulk(kv, "unread", [a]);
    await applyContactBulk(kv, "unhandled", [a]);
    assert.deepEqual(await countContactMessages(kv), { all: 3, unread: 2 });
    await applyContactBulk(kv, "delete", [a, b]);
    assert.deepEqual((await listContactMessages(kv)).items.map((m) => m.id), [c]);
    assert.deepEqual(await countContactMessages(kv), { all: 1, unread: 0 });
  }));

Deno.test("messages stored before the inbox are indexed by the store migration, unread unless marked read", () =>
  withKv(async (kv) => {
    const old = { name: "Luis", email: "luis@example.com", subject: "otro", message: "Antiguo" };
    const unflagged = newId(Date.UTC(2025, 0, 1));
    const readOne = newId(Date.UTC(2025, 0, 2));
    await kv.set(messageKey(unflagged), { ...old, id: unflagged, created_at: "2025-01-01T00:00:00.000Z" });
    await kv.set(messageKey(readOne), { ...old, id: readOne, created_at: "2025-01-02T00:00:00.000Z", read: true });
    const fresh = await createContactMessage(kv, valid);
    assert.deepEqual(await countContactMessages(kv), { all: 1, unread: 1 }, "only the new message is counted yet");
    assert.deepEqual(
      (await listContactMessages(kv)).items.map((m) => [m.id, m.read, m.handled]),
      [[fresh.id, false, false], [readOne, true, false], [unflagged, false, false]],
      "listed before indexing, with the missing flags filled in",
    );
    assert.equal(await indexEarlierMessages(kv, noRenew), 2);
    assert.equal(await indexEarlierMessages(kv, noRenew), 0, "a second run (after a crash) finds nothing to do");
    assert.deepEqual(await countContactMessages(kv), { all: 3, unread: 2 });
    assert.deepEqual(
      (await listContactMessages(kv, { filter: "unread" })).items.map((m) => m.id),
      [fresh.id, unflagged],
    );
    await setContactMessageFlags(kv, unflagged, { read: true });
    assert.deepEqual(await countContactMessages(kv), { all: 3, unread: 1 });
  }));

Deno.test("a message not yet indexed is counted by its first change and uncounted by nothing else", () =>
  withKv(async (kv) => {
    const id = newId();
    await kv.set(messageKey(id), { ...valid, id, created_at: new Date().toISOString() });
    await setContactMessageFlags(kv, id, { handled: true });
    assert.deepEqual(await countContactMessages(kv), { all: 1, unread: 1 });
    await deleteContactMessage(kv, id);
    assert.deepEqual(await countContactMessages(kv), { all: 0, unread: 0 });
  }));

async function storeEarlier(kv: Deno.Kv, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId();
    ids.push(id);
    const record = { ...valid, id, message: `m${i}`, created_at: new Date().toISOString(), read: i % 3 === 0 };
    await kv.set(messageKey(id), record);
  }
  return ids;
}

Deno.test("the migration goes through batches: 45 earlier messages, a third of them read", () =>
  withKv(async (kv) => {
    const ids = await storeEarlier(kv, 45);
    assert.equal(await indexEarlierMessages(kv, noRenew), 45);
    assert.deepEqual(await countContactMessages(kv), { all: 45, unread: 30 });
    const unread = await listContactMessages(kv, { filter: "unread", limit: 50 });
    assert.deepEqual(unread.items.map((m) => m.id), ids.filter((_, i) => i % 3 !== 0).reverse());
  }));

Deno.test("a batch with a message changed since it was listed is indexed one by one, the changed one once", () =>
  withKv(async (kv) => {
    const ids = await storeEarlier(kv, 3);
    const listed = await Array.fromAsync(kv.list<StoredContactMessage>({ prefix: ["contact_messages"] }));
    await setContactMessageFlags(kv, ids[1], { handled: true });
    assert.deepEqual(await countContactMessages(kv), { all: 1, unread: 1 });
    assert.equal(await indexContactMessages(kv, listed), 2, "the changed message indexed itself");
    assert.deepEqual(await countContactMessages(kv), { all: 3, unread: 2 });
    assert.equal((await getContactMessage(kv, ids[1]))?.handled, true, "the change is kept");
    assert.equal(await indexContactMessages(kv, listed), 0, "nothing is counted twice");
    assert.deepEqual(await countContactMessages(kv), { all: 3, unread: 2 });
  }));

Deno.test("a message's time is its id's, even when the clock goes back, so it restores under the same time", () =>
  withKv(async (kv) => {
    const later = await createContactMessage(kv, valid, { now: new Date(Date.UTC(2030, 0, 1, 0, 0, 1)) });
    const back = await createContactMessage(kv, { ...valid, message: "otro" }, { now: new Date(Date.UTC(2030, 0, 1)) });
    assert.equal(back.created_at, later.created_at, "the id's time, not the clock's");
    for (const message of [later, back]) assert.equal(Date.parse(message.created_at), idTime(message.id));
    await assert.rejects(
      () => restoreContactMessage(kv, { ...back, read: false, handled: false }),
      ConflictError,
      "the exported copy is recognised",
    );
  }));
