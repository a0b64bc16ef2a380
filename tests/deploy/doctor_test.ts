/**
 * `deno task doctor` (what `npm run doctor` runs), as a process, on a real store in a temp folder, with a stand-in
 * for the running site's `/readyz` (the contract: 200 `{ ready: true, checks }` or 503): one line per check in order,
 * exit code 0 when nothing failed and 1 when the site is not ready, and the store untouched.
 */
import assert from "node:assert/strict";
import { openCheckedStore } from "@/lib/db/store_check.ts";
import { LAST_BACKUP_KEY } from "@/lib/db/backups.ts";
import { PROJECT_ROOT } from "../support/process.ts";
import { serve } from "../support/server.ts";

/** Every entry of the store at `path`, versionstamps included. */
async function entriesOf(path: string): Promise<string> {
  const kv = await Deno.openKv(path);
  try {
    const all = [];
    for await (const entry of kv.list({ prefix: [] })) all.push(entry);
    return JSON.stringify(all);
  } finally {
    kv.close();
  }
}

/** Runs the doctor task with `env` (and only what Deno needs besides); its exit code and output lines. */
async function doctor(env: Record<string, string>): Promise<{ code: number; lines: string[] }> {
  const inherited = ["PATH", "HOME", "DENO_DIR", "XDG_CACHE_HOME"].flatMap((name) => {
    const value = Deno.env.get(name);
    return value === undefined ? [] : [[name, value]];
  });
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["task", "--quiet", "doctor"],
    cwd: PROJECT_ROOT,
    clearEnv: true,
    env: { ...Object.fromEntries(inherited), NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1", ...env },
  }).output();
  const text = new TextDecoder().decode(stdout);
  assert.equal(new TextDecoder().decode(stderr).trim(), "", "nothing on stderr");
  return { code, lines: text.trimEnd().split("\n") };
}

Deno.test("deno task doctor: a healthy installation passes; a site that is not ready fails the run", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-doctor-" });
  let ready = true;
  const site = serve((request) =>
    new URL(request.url).pathname !== "/readyz"
      ? new Response("not found", { status: 404 })
      : Response.json({ ready, checks: { store: true, snapshot: ready, media: true } }, { status: ready ? 200 : 503 })
  );
  try {
    const kvPath = `${dir}/recetas.kv`;
    const kv = await openCheckedStore(kvPath);
    await kv.set(LAST_BACKUP_KEY, {
      at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      ok: true,
      bytes: 1024 * 1024,
      dir: `${dir}/backups/recetas-1`,
    });
    kv.close();
    await Deno.mkdir(`${dir}/media`);
    const before = await entriesOf(kvPath);
    const env = {
      KV_PATH: kvPath,
      MEDIA_DIR: `${dir}/media`,
      HOSTNAME: "127.0.0.1",
      PORT: new URL(site.url).port,
      SITE_URL: "https://recetas.example",
      TRUST_PROXY: "1",
      WEB_CONCURRENCY: "2",
    };

    const healthy = await doctor(env);
    assert.deepEqual(healthy.lines.map((line) => line.split(/\s+/)[1]), [
      "config",
      "store",
      "media",
      "disk",
      "backup",
      "build",
      "site",
    ]);
    const status = (name: string, lines: string[]) => lines.find((line) => line.split(/\s+/)[1] === name)!;
    for (const name of ["config", "store", "media", "backup", "build", "site"]) {
      assert.match(status(name, healthy.lines), /^ok {4}/, status(name, healthy.lines));
    }
    assert.match(status("disk", healthy.lines), /^(ok|warn) /, "this machine's free space decides ok or warn");
    assert.match(status("backup", healthy.lines), /last backup 2 h ago/);
    assert.equal(healthy.code, 0);

    ready = false;
    const notReady = await doctor(env);
    assert.equal(notReady.code, 1);
    assert.match(status("site", notReady.lines), /^fail {2}site {4}.*answers 503, not ready: snapshot — systemctl/);

    const misconfigured = await doctor({ ...env, PORT: "eighty" });
    assert.equal(misconfigured.code, 1);
    assert.match(misconfigured.lines[0], /^fail {2}config {2}PORT must be a whole number/);

    assert.equal(await entriesOf(kvPath), before, "the doctor wrote nothing to the store");
  } finally {
    await site.close();
    await Deno.remove(dir, { recursive: true });
  }
});
