/**
 * Admin → Settings → Backups through the API: the list, "Back up now" as a background job followed across requests
 * (and a restart of the app), the streamed `.tar.gz` download checked with `tar -xz`, and who may do what.
 */
import assert from "node:assert/strict";
import { getLastBackup } from "@/lib/db/backups.ts";
import { hashFile, readManifest } from "@/lib/services/backup/manifest.ts";
import { runRecordedBackup } from "@/lib/services/backup/make_backup.ts";
import type { BackupJob, BackupsOverview } from "@/lib/schemas/backups.ts";
import { apiCall, jsonAnswer } from "../support/api_call.ts";
import { createTestUser } from "../support/auth.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";

const EDITOR = { email: "editor@example.test", password: "editor password long enough" };

async function overview(site: TestSite, token: string): Promise<BackupsOverview> {
  const { status, body } = await jsonAnswer(await apiCall(site, "/api/admin/backups", { token }));
  assert.equal(status, 200);
  return body;
}

/** Polls the list until the job is no longer running (as the panel does). */
async function waitForJob(site: TestSite, token: string): Promise<BackupsOverview> {
  while (true) {
    const answer = await overview(site, token);
    if (answer.job.state !== "running") return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function extract(body: ReadableStream<Uint8Array>, dir: string): Promise<void> {
  const child = new Deno.Command("tar", { args: ["-xz", "-C", dir], stdin: "piped", stderr: "piped" }).spawn();
  await body.pipeTo(child.stdin);
  const { code, stderr } = await child.output();
  assert.equal(code, 0, new TextDecoder().decode(stderr));
}

Deno.test("backups API: back up now, follow the job, list, download the .tar.gz; admins only", async () => {
  const backups = await Deno.makeTempDir({ prefix: "recetas-admin-backups-" });
  const site = await startSite({ seed: true, env: { BACKUP_DIR: backups, BACKUP_KEEP: "3" } });
  try {
    const admin = await apiLogin(site);
    await createTestUser(site.kv, { ...EDITOR, role: "editor" });
    const editor = await apiLogin(site, EDITOR);

    // Who may: visitors 401, editors 403, on every backup endpoint.
    for (
      const [path, method] of [["/api/admin/backups", "GET"], ["/api/admin/backups", "POST"], [
        "/api/admin/backups/recetas-20260101T000000Z/download",
        "GET",
      ]]
    ) {
      assert.equal((await jsonAnswer(await apiCall(site, path, { method }))).status, 401, `${method} ${path}`);
      const refused = await jsonAnswer(await apiCall(site, path, { method, token: editor }));
      assert.deepEqual(refused, { status: 403, body: { error: "You do not have permission to do this" } });
    }

    const empty = await overview(site, admin);
    assert.deepEqual(empty, { backups: [], job: { state: "idle" }, schedule: { everyMs: null, keep: 3 } });

    const started = await jsonAnswer(await apiCall(site, "/api/admin/backups", { method: "POST", token: admin }));
    assert.equal(started.status, 202);
    assert.equal((started.body as BackupJob).state, "running");
    const finished = await waitForJob(site, admin);
    const job = finished.job as BackupJob;
    assert.equal(job.state, "done", job.error);
    assert.equal(job.id, started.body.id);
    assert.ok(job.total > 0 && job.done === job.total, `media ${job.done}/${job.total}`);
    const record = job.backup!;
    assert.equal(record.ok, true);
    assert.equal(record.by, "admin:admin@example.test");
    assert.deepEqual(finished.backups, [{ ...record, available: true }]);
    assert.deepEqual(await getLastBackup(site.kv), record);

    // Another app on the same store (a reload, another process) sees the same finished job.
    await site.restartWith({ BACKUP_DIR: backups, BACKUP_KEEP: "3" });
    assert.deepEqual((await overview(site, admin)).job, job);

    // The download: a gzipped tar of the folder, every file as the manifest says.
    const response = await apiCall(site, `/api/admin/backups/${record.id}/download`, { token: admin });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "application/gzip");
    assert.equal(response.headers.get("content-disposition"), `attachment; filename="${record.id}.tar.gz"`);
    const out = await Deno.makeTempDir({ prefix: "recetas-download-" });
    try {
      await extract(response.body!, out);
      const manifest = await readManifest(`${out}/${record.id}`);
      assert.deepEqual(manifest, await readManifest(record.dir));
      assert.ok(manifest.files.length > 1);
      for (const file of manifest.files) {
        const actual = await hashFile(`${out}/${record.id}/${file.path}`);
        assert.deepEqual(actual, { bytes: file.bytes, sha256: file.sha256 }, file.path);
      }
    } finally {
      await Deno.remove(out, { recursive: true });
    }

    // A backup made by the command line into another folder is listed and downloads too.
    const elsewhere = await Deno.makeTempDir({ prefix: "recetas-cli-backups-" });
    try {
      const { record: cli } = await runRecordedBackup(site.kv, {
        kvPath: `${site.dir}/store.kv`,
        media: site.media,
        dir: elsewhere,
      }, {
        by: "cli",
        now: () => new Date(Date.parse(record.at) + 1000),
      });
      assert.equal((await overview(site, admin)).backups[0].id, cli.id);
      const download = await apiCall(site, `/api/admin/backups/${cli.id}/download`, { token: admin });
      assert.equal(download.status, 200);
      await download.body?.cancel();
      // Once its folder is gone it is listed as no longer available, and is not found.
      await Deno.remove(cli.dir, { recursive: true });
      const [gone] = (await overview(site, admin)).backups;
      assert.deepEqual([gone.id, gone.available], [cli.id, false]);
      const missing = await apiCall(site, `/api/admin/backups/${cli.id}/download`, { token: admin });
      assert.equal(missing.status, 404);
      await missing.body?.cancel();
    } finally {
      await Deno.remove(elsewhere, { recursive: true });
    }

    // Names that are not a recorded backup: 404, never a file outside the folder.
    for (const id of ["recetas-20990101T000000Z", "store.kv", "..%2F..%2Fetc", "recetas-1%22%0d%0aX: y"]) {
      const missing = await apiCall(site, `/api/admin/backups/${id}/download`, { token: admin });
      assert.equal(missing.status, 404, id);
      await missing.body?.cancel();
    }
  } finally {
    await site.close();
    await Deno.remove(backups, { recursive: true });
  }
});
