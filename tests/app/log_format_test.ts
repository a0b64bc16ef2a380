/**
 * `LOG_FORMAT=json` with `LOG_REQUESTS=1` under the start task's own command line (supervisor and server as real
 * processes): every line either prints, on standard output and standard error, is one JSON object with `time`,
 * `level` and `msg` (the supervisor's, the generated admin password's, the address line, each request's), passed on
 * by the supervisor as the server wrote it (not wrapped in a second JSON object); a SIGHUP replaces the server (the
 * supervisor reads the new server's health port from its JSON line).
 */
import assert from "node:assert/strict";
import { freePort, PROJECT_ROOT as root, serverEnv, stopProcessTree } from "../support/process.ts";

/** The start task's server command after `deno` (the supervisor running main.ts). */
async function startTaskArgs(): Promise<string[]> {
  const config = JSON.parse(await Deno.readTextFile(`${root}/deno.json`));
  const serve = (config.tasks.start as string).split("&&").at(-1)!.trim();
  return serve.split(/\s+/).slice(1);
}

/** Collects a stream's text as it arrives. */
function collect(stream: ReadableStream<Uint8Array<ArrayBuffer>>): { text: () => string } {
  let text = "";
  (async () => {
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) text += chunk;
  })().catch(() => {});
  return { text: () => text };
}

/** Waits until `probe` returns a value; gives up (failing the test) after `timeoutMs` of no progress at all. */
async function waitFor<T>(what: string, probe: () => T | null, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Complete lines of `text`, each parsed as JSON (a line that is not JSON fails the test, naming it). */
function jsonLines(text: string): Record<string, unknown>[] {
  const complete = text.slice(0, text.lastIndexOf("\n") + 1);
  return complete.split("\n").filter((line) => line !== "").map((line) => {
    try {
      return JSON.parse(line);
    } catch {
      throw new Error(`not a JSON line: ${line}`);
    }
  });
}

Deno.test("LOG_FORMAT=json: supervisor and server print only JSON lines; LOG_REQUESTS=1 adds one per request", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-logs-" });
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: await startTaskArgs(),
    cwd: root,
    env: serverEnv(dir, port, { SEED_DEMO: "0", WEB_CONCURRENCY: "1", LOG_FORMAT: "json", LOG_REQUESTS: "1" }),
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stdout = collect(child.stdout);
  const stderr = collect(child.stderr);
  try {
    await waitFor("the address line", () => stdout.text().includes("listening on") ? true : null);
    const base = `http://127.0.0.1:${port}`;
    const requests: [string, string][] = [
      ["GET", "/"],
      ["GET", "/"],
      ["GET", "/no-existe%0Afalso?q=<script>"],
      ["HEAD", "/"],
    ];
    for (const [method, path] of requests) {
      const response = await fetch(`${base}${path}`, { method });
      await response.body?.cancel();
    }
    const requestLines = await waitFor("four request lines", () => {
      const found = jsonLines(stdout.text()).filter((line) => line.msg === "request");
      return found.length >= 4 ? found : null;
    });

    const lines = [...jsonLines(stdout.text()), ...jsonLines(stderr.text())];
    for (const line of lines) {
      assert.ok(typeof line.time === "string" && !Number.isNaN(Date.parse(line.time)), JSON.stringify(line));
      assert.ok(["info", "warn", "error"].includes(String(line.level)), JSON.stringify(line));
      assert.equal(typeof line.msg, "string");
      assert.ok(!String(line.msg).startsWith("{"), `a line wrapped twice: ${JSON.stringify(line)}`);
    }
    const messages = lines.map((line) => String(line.msg));
    assert.ok(messages.some((m) => /^Supervisor: server started \(pid \d+\)$/.test(m)), "the supervisor's line");
    assert.ok(messages.some((m) => /password/i.test(m)), "the generated admin password's line");
    assert.ok(messages.includes(`Recetas Cubanas listening on http://127.0.0.1:${port}/`), "the address line");

    const [miss, hit, missing, head] = requestLines;
    assert.deepEqual(
      requestLines.map(({ method, path, status }) => [method, path, status]),
      [["GET", "/", 200], ["GET", "/", 200], ["GET", "/no-existe%0Afalso", 404], ["HEAD", "/", 200]],
      "method, path without query (as sent, escapes kept), status",
    );
    for (const line of requestLines) {
      assert.equal(typeof line.ms, "number");
      assert.ok((line.ms as number) >= 0);
      assert.ok(typeof line.bytes === "number" || line.bytes === "-", `bytes: ${line.bytes}`);
    }
    assert.ok((hit.bytes as number) > 0, "a cached page's body length is known");
    assert.equal(head.bytes, 0, "a HEAD answer has no body");
    assert.ok(miss && missing);
    assert.ok(!stdout.text().includes("<script>"), "the query string is not logged");

    child.kill("SIGHUP");
    await waitFor("the rolling restart", () => /rolling restart done/.test(stdout.text()) ? true : null, 150_000);
    assert.match(stdout.text(), /rolling restart done: 1 of 1 server\(s\) replaced/, stderr.text());
  } finally {
    await stopProcessTree(child);
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("LOG_FORMAT=json: a refused configuration is one JSON line naming the variable, exit code 78", async () => {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "main.ts"],
    cwd: root,
    env: { LOG_FORMAT: "json", PORT: "eighty", NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(output.code, 78);
  assert.equal(new TextDecoder().decode(output.stdout), "");
  const lines = jsonLines(new TextDecoder().decode(output.stderr));
  assert.equal(lines.length, 1);
  assert.equal(lines[0].level, "error");
  assert.match(String(lines[0].msg), /^Configuration error: PORT must be/);
});
