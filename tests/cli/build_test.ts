import assert from "node:assert/strict";

const ROOT = new URL("../../", import.meta.url).pathname;
const SCRIPT = new URL("../../scripts/build_cli.ts", import.meta.url).pathname;

async function build(env: Record<string, string>) {
  const denoDir = await Deno.makeTempDir({ prefix: "recipes-build-" });
  try {
    const result = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--allow-all", SCRIPT],
      cwd: ROOT,
      env: { DENO_DIR: denoDir, ...env },
      stdout: "piped",
      stderr: "piped",
    }).output();
    return { code: result.code, stderr: new TextDecoder().decode(result.stderr) };
  } finally {
    await Deno.remove(denoDir, { recursive: true });
  }
}

Deno.test("build:cli stops with the denort download and DENORT_BIN named when dl.deno.land cannot be reached", async () => {
  // A proxy on a closed loopback port makes the download fail the same way on every machine.
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const closed = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const proxy = `http://127.0.0.1:${closed}`;
  const result = await build({ HTTPS_PROXY: proxy, https_proxy: proxy, DENORT_BIN: "" });
  assert.equal(result.code, 1, result.stderr);
  assert.match(result.stderr, /https:\/\/dl\.deno\.land\/release\/v[\d.]+\/denort-[\w-]+\.zip/);
  assert.match(result.stderr, /DENORT_BIN=\/path\/to\/denort npm run build:cli/);
  assert.doesNotMatch(result.stderr, /Compile/);
});

Deno.test("build:cli refuses a DENORT_BIN that is not a file", async () => {
  const result = await build({ DENORT_BIN: "/nonexistent/denort" });
  assert.equal(result.code, 1);
  assert.match(result.stderr, /DENORT_BIN=\/nonexistent\/denort is not a file/);
});
