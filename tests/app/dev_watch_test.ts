/**
 * `deno task dev` keeps building on the fly: in a copy of the project, the dev script builds, serves, and when a
 * file the build reads changes (a stylesheet here) it rebuilds and the restarted server links the new bundle.
 */
import assert from "node:assert/strict";
import { freePort, serverEnv, stopProcessTree } from "../support/process.ts";
import { copyProject } from "../support/project_copy.ts";

async function publicStylesheet(port: number): Promise<string | null> {
  try {
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    return html.match(/<link rel="stylesheet" href="(\/_build\/public-[^"]+)"/)?.[1] ?? null;
  } catch {
    return null; // restarting
  }
}

async function until<T>(what: string, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

Deno.test("deno task dev rebuilds when a file the build reads changes", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-dev-" });
  const port = freePort();
  let dev: Deno.ChildProcess | null = null;
  try {
    await copyProject(`${dir}/site`);
    dev = new Deno.Command(Deno.execPath(), {
      args: ["run", "--allow-all", "scripts/dev.ts"],
      cwd: `${dir}/site`,
      env: {
        ...serverEnv(dir, port, { SEED_DEMO: "0", ADMIN_PASSWORD: "dev watch password" }),
        NODE_ENV: "development",
      },
      stdout: "null",
      stderr: "null",
    }).spawn();
    const first = await until("the dev server", () => publicStylesheet(port));
    await Deno.writeTextFile(`${dir}/site/static/styles.css`, ".dev-watch-probe { color: red; }\n", { append: true });
    const second = await until("a rebuilt stylesheet", async () => {
      const url = await publicStylesheet(port);
      return url && url !== first ? url : null;
    });
    const css = await (await fetch(`http://127.0.0.1:${port}${second}`)).text();
    assert.match(css, /\.dev-watch-probe/);
  } finally {
    if (dev) await stopProcessTree(dev);
    await Deno.remove(dir, { recursive: true });
  }
});
