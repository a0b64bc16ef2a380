/** Ctrl+C during `recipes import`: the run stops starting items, says what was done, and a re-run finishes the rest. */
import assert from "node:assert/strict";
import { api, siteWithCli } from "./cli_runner.ts";

const MAIN = new URL("../../cli/main.ts", import.meta.url).pathname;
const POSTS = 120;

Deno.test("SIGINT stops an import cleanly with exit 130; running it again creates only the rest", async () => {
  const { site, cli, token, close } = await siteWithCli();
  const dir = await Deno.makeTempDir({ prefix: "recipes-interrupt-" });
  try {
    const file = `${dir}/posts.json`;
    const posts = Array.from(
      { length: POSTS },
      (_, i) => ({ title: `Receta interrumpida ${i + 1}`, content: "<p>Sí.</p>" }),
    );
    await Deno.writeTextFile(file, JSON.stringify(posts));
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "--allow-all", MAIN, "--json", "import", file, "--concurrency", "1"],
      env: cli.env,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const stdout = new Response(child.stdout).text();
    const messages: string[] = [];
    const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    // Wait for the first finished item, then press Ctrl+C.
    while (!/^created /m.test(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the import ended before any item: ${text}`);
      text += value;
    }
    child.kill("SIGINT");
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    messages.push(...text.split("\n"));
    const status = await child.status;
    const summary = JSON.parse(await stdout) as { created: number; failed: number; not_started: number };
    assert.equal(status.code, 130, messages.join("\n"));
    assert.ok(summary.created >= 1 && summary.created < POSTS, JSON.stringify(summary));
    assert.equal(summary.failed, 0, "the item under way is finished, not cut off");
    assert.equal(summary.created + summary.not_started, POSTS);
    const said = messages.find((line) => line.startsWith("Interrupted: "));
    assert.equal(
      said,
      `Interrupted: ${summary.created} of ${POSTS} items were processed; run the same import again to finish.`,
    );
    const onSite = () => api<{ total: number }>(site, token, "GET", "/api/admin/posts");
    assert.equal((await onSite()).total, summary.created, "every item reported as done is saved, nothing more");

    const rest = await cli.json<{ created: number; skipped: number }>(["import", file, "--concurrency", "4"]);
    assert.equal(rest.code, 0);
    assert.deepEqual([rest.created, rest.skipped], [POSTS - summary.created, summary.created]);
    assert.equal((await onSite()).total, POSTS);
  } finally {
    await Deno.remove(dir, { recursive: true });
    await close();
  }
});
