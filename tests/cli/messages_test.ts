import assert from "node:assert/strict";
import { api, cliHome, siteWithCli } from "./cli_runner.ts";

interface Listed {
  messages: { id: string; name: string; message: string; read: boolean }[];
  cursor: string | null;
  counts: { all: number; unread: number };
}

Deno.test("messages list: newest first, --unread, paging with --cursor, a table without --json", async () => {
  const { site, cli, token, close } = await siteWithCli();
  try {
    for (const [name, message] of [["Ana", "Primero"], ["Luis", "Segundo"], ["Marta", "Tercero\ncon dos líneas"]]) {
      const sent = await fetch(`${site.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.com`, subject: "otro", message }),
      });
      assert.equal(sent.status, 201);
    }
    const all = await cli.json<Listed>(["messages", "list"]);
    assert.equal(all.code, 0);
    assert.deepEqual(all.messages.map((m) => m.name), ["Marta", "Luis", "Ana"]);
    assert.deepEqual(all.counts, { all: 3, unread: 3 });
    await api(site, token, "GET", `/api/admin/messages/${all.messages[1].id}`);

    const unread = await cli.json<Listed>(["messages", "list", "--unread"]);
    assert.deepEqual(unread.messages.map((m) => m.name), ["Marta", "Ana"]);
    assert.deepEqual(unread.counts, { all: 3, unread: 2 });
    const again = await cli.json<Listed>(["messages", "list", "--unread"]);
    assert.equal(again.counts.unread, 2, "listing does not mark messages read");

    const first = await cli.json<Listed>(["messages", "list", "--limit", "2"]);
    assert.deepEqual(first.messages.map((m) => m.name), ["Marta", "Luis"]);
    assert.ok(first.cursor);
    const rest = await cli.json<Listed>(["messages", "list", "--limit", "2", "--cursor", first.cursor]);
    assert.deepEqual(rest.messages.map((m) => m.name), ["Ana"]);
    assert.equal(rest.cursor, null);

    const plain = await cli.run(["messages", "list", "--limit", "2"]);
    assert.equal(plain.code, 0, plain.stderr);
    assert.match(plain.stdout, /^ID\s+RECEIVED\s+STATE\s+FROM\s+SUBJECT\s+MESSAGE$/m);
    assert.match(plain.stdout, /unread\s+Marta <marta@example\.com>\s+otro\s+Tercero con dos líneas/);
    assert.match(plain.stdout, /read\s+Luis <luis@example\.com>/);
    assert.match(plain.stdout, /2 shown; 2 unread of 3 messages/);
    assert.match(plain.stdout, new RegExp(`More: --cursor ${first.cursor}`));

    const bad = await cli.run(["messages", "list", "--limit", "500"]);
    assert.equal(bad.code, 1, "the API's 400 fails the run");
    assert.match(bad.stderr, /Limit must be at most 50/);
  } finally {
    await close();
  }
});

Deno.test("messages list needs a signed-in user", async () => {
  const { site, close } = await siteWithCli();
  try {
    const anonymous = await cliHome({ RECIPES_URL: site.url });
    try {
      const run = await anonymous.run(["messages", "list"]);
      assert.equal(run.code, 2, run.stderr);
    } finally {
      await anonymous.close();
    }
  } finally {
    await close();
  }
});
