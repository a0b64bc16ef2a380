import assert from "node:assert/strict";
import { ZodError } from "zod";
import { NotFoundError } from "@/lib/errors.ts";
import { createContactMessage, listContactMessages, setContactMessageFlags } from "@/lib/db/contact.ts";
import type { ContactMessageInput } from "@/lib/schemas/contact.ts";
import { withKv } from "@/tests/support/kv.ts";

const valid: ContactMessageInput = {
  name: " María López ",
  email: " Maria@Example.COM ",
  subject: "pregunta-receta",
  message: "¿Cuánto tiempo se cocina el congrí?",
};

function failsOn(field: string) {
  return (error: unknown) => error instanceof ZodError && error.issues.some((issue) => issue.path[0] === field);
}

Deno.test("createContactMessage normalises and stores an unread message", () =>
  withKv(async (kv) => {
    const message = await createContactMessage(kv, valid, { ipHash: "abc123" });
    assert.equal(message.name, "María López");
    assert.equal(message.email, "maria@example.com");
    assert.equal(message.read, false);
    assert.equal(message.ip_hash, "abc123");
    const plain = await createContactMessage(kv, valid);
    assert.equal("ip_hash" in plain, false);
  }));

Deno.test("every field is validated with limits", () =>
  withKv(async (kv) => {
    await assert.rejects(() => createContactMessage(kv, { ...valid, name: "  " }), failsOn("name"));
    await assert.rejects(
      () => createContactMessage(kv, { ...valid, name: "x".repeat(101) }),
      failsOn("name"),
    );
    await assert.rejects(
      () => createContactMessage(kv, { ...valid, email: "no-es-correo" }),
      failsOn("email"),
    );
    await assert.rejects(
      () => createContactMessage(kv, { ...valid, email: `${"a".repeat(250)}@x.com` }),
      failsOn("email"),
    );
    await assert.rejects(
      () => createContactMessage(kv, { ...valid, subject: "spam" as never }),
      failsOn("subject"),
    );
    await assert.rejects(() => createContactMessage(kv, { ...valid, message: "" }), failsOn("message"));
    await assert.rejects(
      () => createContactMessage(kv, { ...valid, message: "x".repeat(5001) }),
      failsOn("message"),
    );
    const longest = await createContactMessage(kv, { ...valid, message: "x".repeat(5000) });
    assert.equal(longest.message.length, 5000);
    assert.equal((await listContactMessages(kv)).items.length, 1);
  }));

Deno.test("listContactMessages pages newest first", () =>
  withKv(async (kv) => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createContactMessage(kv, { ...valid, message: `m${i}` })).id);
    const first = await listContactMessages(kv, { limit: 2 });
    assert.deepEqual(first.items.map((m) => m.id), [ids[2], ids[1]]);
    const second = await listContactMessages(kv, { limit: 2, cursor: first.cursor! });
    assert.deepEqual(second.items.map((m) => m.id), [ids[0]]);
    assert.equal(second.cursor, null);
  }));

Deno.test("setContactMessageFlags flips the read flag and 404s unknown ids", () =>
  withKv(async (kv) => {
    const message = await createContactMessage(kv, valid);
    assert.equal((await setContactMessageFlags(kv, message.id, { read: true })).read, true);
    assert.equal((await listContactMessages(kv)).items[0].read, true);
    assert.equal((await setContactMessageFlags(kv, message.id, { read: false })).read, false);
    await assert.rejects(() => setContactMessageFlags(kv, "missing", { read: true }), NotFoundError);
  }));
