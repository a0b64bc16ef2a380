/**
 * A server process serves the build `deno task build` wrote: it runs no bundler (started without permission to
 * run programs, which esbuild's service needs; its module graph does not reach esbuild at all) and answers the
 * built files byte for byte as they lie in `_build/`.
 */
import assert from "node:assert/strict";
import { BUILD_DIR } from "@/fresh.config.ts";
import { readManifest } from "@/lib/fresh/build_inputs.ts";
import { freePort, PROJECT_ROOT as root, serverEnv } from "../support/process.ts";

Deno.test("the server's module graph does not reach the builder or esbuild", async () => {
  const info = await new Deno.Command(Deno.execPath(), { args: ["info", "--json", "main.ts"], cwd: root }).output();
  assert.ok(info.success, new TextDecoder().decode(info.stderr));
  const graph = JSON.parse(new TextDecoder().decode(info.stdout)) as { modules: { specifier: string }[] };
  assert.ok(graph.modules.some((m) => m.specifier.endsWith("/lib/fresh/load_build.ts")), "the graph was read");
  const reached = graph.modules.map((m) => m.specifier).filter((s) =>
    /esbuild|\/lib\/fresh\/(builder|build|css_bundles)\.ts$/.test(s)
  );
  assert.deepEqual(reached, []);
});

Deno.test("a server process serves _build/ without running the bundler", async () => {
  const manifest = (await readManifest(BUILD_DIR))!;
  const dir = await Deno.makeTempDir({ prefix: "recetas-serve-build-" });
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    // The start task's permissions but --allow-run: a bundler would have to start its service process.
    args: [
      "run",
      "--allow-net",
      "--allow-read",
      "--allow-write",
      "--allow-env",
      "--allow-ffi",
      "--allow-sys",
      "main.ts",
    ],
    cwd: root,
    env: serverEnv(dir, port, { SEED_DEMO: "0", ADMIN_PASSWORD: "built server password" }),
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  try {
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let output = "";
    while (!output.includes("listening on")) {
      const { value, done } = await reader.read();
      if (done) {
        const errors = await new Response(child.stderr).text();
        throw new Error(`main.ts exited before listening:\n${output}\n${errors}`);
      }
      output += value;
    }
    reader.releaseLock();
    child.stdout.cancel().catch(() => {});
    const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    const stylesheet = home.match(/<link rel="stylesheet" href="(\/_build\/[^"]+)"/)![1];
    assert.equal(stylesheet, manifest.stylesheets.public);
    for (const url of [stylesheet, manifest.bootUrl]) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { "Accept-Encoding": "identity" } });
      assert.equal(res.status, 200, url);
      const onDisk = await Deno.readFile(`${BUILD_DIR}/${manifest.files[url].file}`);
      assert.deepEqual(new Uint8Array(await res.arrayBuffer()), onDisk, `${url} is the built file`);
    }
  } finally {
    child.kill("SIGTERM");
    await child.status;
    await child.stderr.cancel().catch(() => {});
    await Deno.remove(dir, { recursive: true });
  }
});
