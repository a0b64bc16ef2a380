/** `npm run backup` as a command: usage, a missing store, its lines, the record it writes, pruning only BACKUP_DIR. */
import assert from "node:assert/strict";
import { configFrom } from "@/lib/config.ts";
import { getLastBackup } from "@/lib/db/backups.ts";
import { openCheckedStore } from "@/lib/db/store_check.ts";
import { backupCommand } from "@/lib/services/backup/commands.ts";
import { listBackupFolders } from "@/lib/services/backup/make_backup.ts";

function capture() {
  const lines: string[] = [];
  return { lines, out: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`! ${line}`) } };
}

Deno.test("backup command: usage, no store, then a backup into BACKUP_DIR pruned to BACKUP_KEEP", async () => {
  const work = await Deno.makeTempDir({ prefix: "recetas-command-test-" });
  try {
    const env = {
      KV_PATH: `${work}/store.kv`,
      MEDIA_DIR: `${work}/media`,
      BACKUP_DIR: `${work}/backups`,
      BACKUP_KEEP: "1",
    };
    const config = configFrom(env);
    const usage = capture();
    assert.equal(await backupCommand(["a", "b"], config, usage.out), 2);
    assert.equal(await backupCommand(["--help"], config, usage.out), 2);
    assert.match(usage.lines[0], /^! usage: npm run backup -- \[DIR\]/);

    const missing = capture();
    assert.equal(await backupCommand([], config, missing.out), 1);
    assert.deepEqual(missing.lines, [`! There is no store at KV_PATH=${work}/store.kv: nothing to back up.`]);
    assert.equal(await Deno.stat(`${work}/store.kv`).then(() => true, () => false), false, "no store was made");

    const kv = await openCheckedStore(`${work}/store.kv`);
    await kv.set(["posts", "a"], { title: "Tostones" });
    kv.close();
    // An older backup in BACKUP_DIR, beyond BACKUP_KEEP=1 once the new one is made.
    await Deno.mkdir(`${work}/backups/recetas-20200101T000000Z`, { recursive: true });
    const made = capture();
    assert.equal(await backupCommand([], config, made.out), 0);
    assert.match(made.lines.at(-1)!, /^Backup written to .*\/backups\/recetas-\d{8}T\d{6}Z: \d+ bytes in \d+ ms\.$/);
    const folders = await listBackupFolders(`${work}/backups`);
    assert.equal(folders.length, 1);
    assert.notEqual(folders[0], "recetas-20200101T000000Z");

    const check = await openCheckedStore(`${work}/store.kv`);
    try {
      const record = await getLastBackup(check);
      assert.equal(record?.by, "cli");
      assert.equal(record?.id, folders[0]);
      assert.equal(record?.dir, `${work}/backups/${folders[0]}`);
    } finally {
      check.close();
    }

    // A folder given on the command line is never pruned.
    await Deno.mkdir(`${work}/mine/recetas-20200101T000000Z`, { recursive: true });
    assert.equal(await backupCommand([`${work}/mine`], config, capture().out), 0);
    assert.equal((await listBackupFolders(`${work}/mine`)).length, 2);
  } finally {
    await Deno.remove(work, { recursive: true });
  }
});
