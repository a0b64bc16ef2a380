/**
 * The contact inbox API over real HTTP: messages sent through the public contact form are listed newest first with
 * counts and an unread filter, paged by cursor; reading one marks it read; handled, delete and bulk actions; editors
 * may use it, visitors get 401, bad input 400; a message stored before the inbox existed shows up after a restart.
 */
import assert from "node:assert/strict";
import { createUser } from "@/lib/db/users.ts";
import { CONTACT_COUNT_ALL, CONTACT_COUNT_UNREAD, messageKey, unreadKey } from "@/lib/db/contact_index.ts";
import { migrationKey } from "@/lib/db/migrations/records.ts";
import { newId } from "@/lib/ids.ts";
import { STORE_MIGRATIONS } from "@/lib/store_migrations.ts";
import type { StoredContactMessage } from "@/lib/schemas/contact.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";

/** Sends the public contact form as a visitor. */
async function sendContact(site: TestSite, message: string): Promise<void> {
  const response = await fetch(`${site.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Ana Pérez", email: "ana@example.com", subject: "pregunta-receta", message }),
  });
  assert.equal(response.status, 201, await response.text());
}

/** Calls the inbox API with `token` (none: as a visitor). */
function inbox(site: TestSite, token: string | null) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${site.url}/api/admin/messages${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
}

type Listed = { id: string; message: string; read: boolean; handled: boolean };
const texts = (messages: Listed[]) => messages.map((m) => m.message);

Deno.test("inbox API: list, counts, unread filter, read, handled, delete, bulk", async () => {
  const site = await startSite();
  try {
    for (const text of ["uno", "dos", "tres", "cuatro"]) await sendContact(site, text);
    const editor = { email: "editor@example.test", password: "another horse battery staple" };
    await createUser(site.kv, { name: "Editor", role: "editor", ...editor });
    const call = inbox(site, await apiLogin(site, editor));

    let listed = await call("GET", "");
    assert.equal(listed.status, 200);
    assert.deepEqual(texts(listed.body.messages), ["cuatro", "tres", "dos", "uno"]);
    assert.deepEqual(listed.body.counts, { all: 4, unread: 4 });
    assert.equal(listed.body.cursor, null);
    assert.equal(listed.body.messages[0].read, false);
    assert.equal(listed.body.messages[0].handled, false);
    const [cuatro, tres, dos, uno] = listed.body.messages as Listed[];

    const first = await call("GET", "?limit=3");
    assert.deepEqual(texts(first.body.messages), ["cuatro", "tres", "dos"]);
    assert.equal(first.body.cursor, dos.id);
    const rest = await call("GET", `?limit=3&cursor=${first.body.cursor}`);
    assert.deepEqual(texts(rest.body.messages), ["uno"]);
    assert.equal(rest.body.cursor, null);

    // Reading one marks it read; the unread filter and counts follow.
    const read = await call("GET", `/${tres.id}`);
    assert.equal(read.status, 200);
    assert.equal(read.body.message.message, "tres");
    assert.equal(read.body.message.read, true);
    listed = await call("GET", "?filter=unread");
    assert.deepEqual(texts(listed.body.messages), ["cuatro", "dos", "uno"]);
    assert.deepEqual(listed.body.counts, { all: 4, unread: 3 });

    // Handled, and unread again.
    const handled = await call("PATCH", `/${tres.id}`, { handled: true });
    assert.equal(handled.status, 200);
    assert.equal(handled.body.message.handled, true);
    const unread = await call("PATCH", `/${tres.id}`, { read: false });
    assert.deepEqual([unread.body.message.read, unread.body.message.handled], [false, true]);
    assert.deepEqual((await call("GET", "")).body.counts, { all: 4, unread: 4 });

    // Delete one; a second delete is a 404.
    assert.deepEqual(await call("DELETE", `/${uno.id}`), { status: 200, body: { ok: true } });
    assert.deepEqual(await call("DELETE", `/${uno.id}`), { status: 404, body: { error: "Message not found" } });
    assert.equal((await call("GET", `/${uno.id}`)).status, 404);
    assert.equal((await call("PATCH", `/${uno.id}`, { handled: true })).status, 404);

    // Bulk: read two, then delete them with an id that is gone.
    const bulkRead = await call("POST", "/bulk", { action: "read", ids: [cuatro.id, dos.id] });
    assert.equal(bulkRead.status, 200);
    assert.deepEqual(bulkRead.body, { done: [cuatro.id, dos.id], missing: [], counts: { all: 3, unread: 1 } });
    const bulkDelete = await call("POST", "/bulk", { action: "delete", ids: [cuatro.id, dos.id, uno.id] });
    assert.deepEqual(bulkDelete.body, { done: [cuatro.id, dos.id], missing: [uno.id], counts: { all: 1, unread: 1 } });
    listed = await call("GET", "");
    assert.deepEqual(texts(listed.body.messages), ["tres"]);
  } finally {
    await site.close();
  }
});

Deno.test("inbox API: 401 for visitors, 400 naming the field for bad input", async () => {
  const site = await startSite();
  try {
    await sendContact(site, "hola");
    const visitor = inbox(site, null);
    const id = newId();
    for (
      const [method, path, body] of [
        ["GET", ""],
        ["GET", `/${id}`],
        ["PATCH", `/${id}`, { handled: true }],
        ["DELETE", `/${id}`],
        ["POST", "/bulk", { action: "delete", ids: [id] }],
      ] as [string, string, unknown?][]
    ) {
      assert.deepEqual(await visitor(method, path, body), {
        status: 401,
        body: { error: "Authentication required" },
      }, `${method} ${path}`);
    }
    const call = inbox(site, await apiLogin(site));
    const fieldsOf = async (method: string, path: string, body?: unknown) => {
      const answer = await call(method, path, body);
      assert.equal(answer.status, 400, `${method} ${path} ${JSON.stringify(body)}`);
      return Object.keys(answer.body.fields ?? {});
    };
    assert.deepEqual(await fieldsOf("GET", "?filter=spam"), ["filter"]);
    assert.deepEqual(await fieldsOf("GET", "?limit=51"), ["limit"]);
    assert.deepEqual(await fieldsOf("GET", "?limit=abc"), ["limit"]);
    assert.deepEqual(await fieldsOf("GET", "?cursor=not-an-id"), ["cursor"]);
    assert.deepEqual(await fieldsOf("PATCH", `/${id}`, { handled: "yes" }), ["handled"]);
    assert.equal((await call("PATCH", `/${id}`, {})).status, 400, "nothing to change");
    assert.equal((await call("PATCH", `/${id}`, { read: true, extra: 1 })).status, 400, "unknown fields");
    assert.deepEqual(await fieldsOf("POST", "/bulk", { action: "archive", ids: [id] }), ["action"]);
    assert.deepEqual(await fieldsOf("POST", "/bulk", { action: "read", ids: [] }), ["ids"]);
    assert.deepEqual(await fieldsOf("POST", "/bulk", { action: "read", ids: ["../x"] }), ["ids.0"]);
    assert.deepEqual(
      await fieldsOf("POST", "/bulk", { action: "read", ids: Array.from({ length: 101 }, () => newId()) }),
      ["ids"],
    );
    assert.equal((await call("GET", "")).body.counts.unread, 1, "nothing changed");
  } finally {
    await site.close();
  }
});

Deno.test("inbox API: messages stored before the inbox existed show up, unread, after a restart", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-test-" });
  try {
    const before = await startSite({ dir });
    let sentId: string;
    try {
      await sendContact(before, "enviado antes");
      const [entry] = await Array.fromAsync(before.kv.list<StoredContactMessage>({ prefix: ["contact_messages"] }));
      sentId = entry.value.id;
      // The store as the earlier version left it: the record with `read: false` and no `handled`, no inbox keys;
      // and one record older still, without any flag.
      const { handled: _handled, ...earlier } = entry.value;
      const older = "01JWNB0000AAAAAAAAAAAAAAAA"; // an id of June 2025
      await before.kv.atomic()
        .set(entry.key, earlier)
        .set(messageKey(older), { ...earlier, id: older, message: "sin marcas", read: undefined })
        .delete(unreadKey(sentId))
        .delete(CONTACT_COUNT_ALL)
        .delete(CONTACT_COUNT_UNREAD)
        .delete(migrationKey(STORE_MIGRATIONS.find((migration) => migration.name === "contact index")!.id))
        .commit();
    } finally {
      await before.close();
    }
    const site = await startSite({ dir });
    try {
      const call = inbox(site, await apiLogin(site));
      const listed = await call("GET", "?filter=unread");
      assert.deepEqual(texts(listed.body.messages), ["enviado antes", "sin marcas"]);
      assert.deepEqual(listed.body.messages.map((m: Listed) => [m.read, m.handled]), [[false, false], [false, false]]);
      assert.deepEqual(listed.body.counts, { all: 2, unread: 2 });
      assert.equal((await call("GET", `/${sentId}`)).body.message.read, true);
      assert.deepEqual((await call("GET", "")).body.counts, { all: 2, unread: 1 });
    } finally {
      await site.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("inbox API: POST restores a message with its time and flags, once", async () => {
  const site = await startSite();
  try {
    await sendContact(site, "nuevo");
    const call = inbox(site, await apiLogin(site));
    const old = {
      name: "Luis",
      email: "luis@example.com",
      subject: "otro",
      message: "De una copia",
      created_at: "2025-06-01T10:00:00.000Z",
      read: true,
    };
    const restored = await call("POST", "", old);
    assert.equal(restored.status, 201);
    assert.deepEqual(
      { ...restored.body.message, id: undefined },
      { ...old, handled: false, id: undefined },
    );
    assert.equal(
      new Date(Date.parse(old.created_at)).getTime(),
      decodeTime(restored.body.message.id),
      "the id carries the original time",
    );
    assert.deepEqual(await call("POST", "", old), { status: 409, body: { error: "This message is already stored" } });
    assert.equal((await call("POST", "", { ...old, message: "Otro texto" })).status, 201, "same time, other text");
    const listed = await call("GET", "");
    const [newest, ...restoredOnes] = texts(listed.body.messages);
    assert.equal(newest, "nuevo", "restored messages sort by their own (older) time");
    assert.deepEqual(restoredOnes.sort(), ["De una copia", "Otro texto"]);
    assert.deepEqual(listed.body.counts, { all: 3, unread: 1 }, "both restored messages were read");

    for (
      const [body, field] of [
        [{ ...old, created_at: "ayer" }, "created_at"],
        [{ ...old, email: "no" }, "email"],
        [{ ...old, read: "yes" }, "read"],
        [{ ...old, id: "01JWNB0000AAAAAAAAAAAAAAAA" }, ""],
      ] as [unknown, string][]
    ) {
      const answer = await call("POST", "", body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      if (field) assert.ok(field in (answer.body.fields ?? {}), `${field}: ${JSON.stringify(answer.body)}`);
    }
  } finally {
    await site.close();
  }
});

/** Milliseconds of an id's time part (the first ten base32 letters). */
function decodeTime(id: string): number {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return [...id.slice(0, 10)].reduce((t, ch) => t * 32 + alphabet.indexOf(ch), 0);
}
