/**
 * Ctrl+C in a real terminal (a pseudo-terminal from util-linux `script`) during `npm run recipes -- import`, the
 * CLI manual's way (docs/cli.md): the key goes to the whole foreground process group (npm, node, deno task and the CLI), and the
 * first press must still let the item under way finish and print the summary, not end the run at once.
 */
import assert from "node:assert/strict";
import { api, siteWithCli } from "./cli_runner.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const POSTS = 80;

Deno.test("the first Ctrl+C in a terminal under npm prints the summary of what the site holds", async () => {
  const { site, cli, token, close } = await siteWithCli();
  const dir = await Deno.makeTempDir({ prefix: "recipes-tty-" });
  try {
    const file = `${dir}/posts.json`;
    const posts = Array.from(
      { length: POSTS },
      (_, i) => ({ title: `Receta de terminal ${i + 1}`, content: "<p>Sí.</p>" }),
    );
    await Deno.writeTextFile(file, JSON.stringify(posts));
    const command = `npm run recipes -- import ${file} --concurrency 1`;
    const child = new Deno.Command("script", {
      args: ["-qfec", command, "/dev/null"],
      cwd: ROOT,
      // A person's terminal: ink draws only the last frame when it believes it runs in CI.
      env: { ...cli.env, TERM: "dumb", COLUMNS: "100", CI: "false" },
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const writer = child.stdin.getWriter();
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!/created +post/.test(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`ended before any item: ${text}`);
      text += value;
    }
    await writer.write(new Uint8Array([3])); // Ctrl+C, as typed
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    await writer.close().catch(() => {});
    await child.status;
    await child.stderr.cancel();
    const match = text.match(/Interrupted: (\d+) of 80 items were processed/);
    assert.ok(match, JSON.stringify(text.slice(-3000)));
    assert.match(text, /CREATED/, "the summary table is printed");
    // Frames may be skipped on a busy machine: any frame drawn after an item finished counts it and names the next.
    const frames = [...text.matchAll(/Importing .*? (\d+)\/80 Receta de terminal (\d+)/g)];
    assert.ok(
      frames.some(([, done, next]) => Number(done) >= 1 && Number(next) === Number(done) + 1),
      `the bar counts the finished item and names the next: ${JSON.stringify(frames.map((f) => f[0]).slice(-5))}`,
    );
    assert.match(text, /\/80 Receta de terminal \d+ · ETA \d+[smh]/, "the bar says how long is left");
    // npm ends with the signal it saw whatever the command's exit code: that code (130) is checked in interrupt_test.ts.
    const onSite = await api<{ total: number }>(site, token, "GET", "/api/admin/posts");
    assert.equal(onSite.total, Number(match[1]), "the summary says exactly what the site holds");
  } finally {
    await Deno.remove(dir, { recursive: true });
    await close();
  }
});
