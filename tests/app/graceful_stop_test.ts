/**
 * SIGTERM to a server process (`main.ts`): a request in flight gets its whole answer, the server meanwhile drains
 * (`/readyz` 503 `server: draining`, every answer `Connection: close`), then it closes the store and exits 0. The
 * request in flight is a contact-form POST whose body the test holds back: `Expect: 100-continue` makes the server
 * say when the handler starts reading it, so the signal comes while the request is surely in the handler.
 */
import assert from "node:assert/strict";
import { STOPPED_LINE } from "@/lib/serve_site.ts";
import { freePort, PROJECT_ROOT, serverEnv, stopProcessTree } from "../support/process.ts";
import { collect, waitFor } from "../support/supervised.ts";

/** Reads from `conn` until `done(text)` says the text is complete, or the connection ends. */
async function readUntil(conn: Deno.Conn, text: { value: string }, done: (text: string) => boolean): Promise<string> {
  const buffer = new Uint8Array(16 * 1024);
  const decoder = new TextDecoder();
  while (!done(text.value)) {
    const n = await conn.read(buffer);
    if (n === null) break;
    text.value += decoder.decode(buffer.subarray(0, n), { stream: true });
  }
  return text.value;
}

Deno.test("graceful stop: SIGTERM finishes the request in flight, drains, closes the store and exits 0", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-stop-" });
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "main.ts"],
    cwd: PROJECT_ROOT,
    env: serverEnv(dir, port, {
      SEED_DEMO: "0",
      ADMIN_PASSWORD: "graceful stop password",
      SHUTDOWN_GRACE_MS: "120000",
    }),
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stdout = collect(child.stdout);
  const stderr = collect(child.stderr);
  let conn: Deno.Conn | null = null;
  let exited = false;
  child.status.then(() => exited = true);
  try {
    await waitFor("the server to listen", () => /listening on/.test(stdout.text()) ? true : null, 120_000);
    const body = JSON.stringify({
      name: "Ana",
      email: "ana@example.test",
      subject: "pregunta-receta",
      message: "¿Se puede hacer el congrí con frijoles colorados?",
    });
    const bytes = new TextEncoder().encode(body);
    conn = await Deno.connect({ hostname: "127.0.0.1", port });
    const head = [
      "POST /api/contact HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      "Content-Type: application/json",
      `Content-Length: ${bytes.length}`,
      "Expect: 100-continue",
      "",
      "",
    ].join("\r\n");
    await conn.write(new TextEncoder().encode(head));
    const answer = { value: "" };
    await readUntil(conn, answer, (text) => text.includes("\r\n\r\n"));
    assert.match(answer.value, /^HTTP\/1\.1 100 Continue\r\n/, "the handler reads the body");
    answer.value = "";
    await conn.write(bytes.subarray(0, 10));

    child.kill("SIGTERM");
    const draining = await waitFor("the drain", async () => {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      const report = await response.json();
      return report.checks.server === "draining" ? { response, report } : null;
    }, 30_000);
    assert.equal(draining.response.status, 503);
    assert.equal(draining.response.headers.get("connection"), "close", "a draining server closes each connection");
    assert.equal(exited, false, "the server waits for the request in flight");

    await conn.write(bytes.subarray(10));
    const full = await readUntil(conn, answer, (text) => /\r\n\r\n\{.*\}/s.test(text));
    assert.match(full, /^HTTP\/1\.1 201 Created\r\n/, full);
    assert.match(full, /\r\n\r\n\{"ok":true\}/, full);

    const status = await child.status;
    assert.equal(status.code, 0, stderr.text());
    assert.doesNotMatch(stderr.text(), /ran out|error/i, stderr.text());
    assert.ok(stdout.text().trim().endsWith(STOPPED_LINE), stdout.text());
  } finally {
    conn?.close();
    await stopProcessTree(child);
    await Deno.remove(dir, { recursive: true });
  }
});
