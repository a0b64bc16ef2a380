import assert from "node:assert/strict";
import {
  fileWriteProblem,
  folderModeProblem,
  folderWriteProblem,
  fullDiskProblem,
  mayWrite,
  onReadOnlyMount,
  processIdentity,
} from "./writable.ts";

const folderInfo = (mode: number, uid: number, gid: number) => ({ isDirectory: true, mode, uid, gid }) as Deno.FileInfo;

Deno.test("writable: a folder's mode bits against the process's user and groups", () => {
  const user = { uid: 1000, groups: [1000, 27] };
  assert.equal(folderModeProblem(folderInfo(0o40755, 1000, 1000), user), null, "owner rwx");
  assert.equal(folderModeProblem(folderInfo(0o40555, 1000, 1000), user), "no write permission", "owner r-x");
  assert.equal(folderModeProblem(folderInfo(0o40775, 0, 27), user), null, "a supplementary group rwx");
  assert.equal(folderModeProblem(folderInfo(0o40755, 0, 27), user), "no write permission", "group r-x");
  assert.equal(folderModeProblem(folderInfo(0o40777, 0, 0), user), null, "others rwx");
  assert.equal(folderModeProblem(folderInfo(0o40776, 0, 0), user), "no write permission", "others rw- (no x)");
  assert.equal(folderModeProblem(folderInfo(0o40500, 1, 1), { uid: 0, groups: [0] }), null, "root");
  assert.equal(folderModeProblem({ isDirectory: false } as Deno.FileInfo, user), "not a folder");
});

Deno.test("writable: the mount holding a path decides read-only (the deepest mount point, the last one on it)", () => {
  const info = [
    "22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw",
    "40 22 0:35 / /srv ro,relatime shared:2 - ext4 /dev/sdb1 ro",
    "41 40 0:36 / /srv/data rw,relatime shared:3 - tmpfs tmpfs rw",
    "42 22 0:37 / /mnt/a\\040b ro - tmpfs tmpfs ro",
    "43 22 0:38 / /opt rw - tmpfs tmpfs rw",
    "44 43 0:39 / /opt ro - tmpfs tmpfs ro",
  ].join("\n");
  assert.equal(onReadOnlyMount("/home/x", info), false);
  assert.equal(onReadOnlyMount("/srv/site", info), true);
  assert.equal(onReadOnlyMount("/srv/data/media", info), false);
  assert.equal(onReadOnlyMount("/srv-other", info), false, "a prefix of a name is not a mount point");
  assert.equal(onReadOnlyMount("/mnt/a b/c", info), true, "escaped spaces");
  assert.equal(onReadOnlyMount("/opt/x", info), true, "mounted over");
});

Deno.test("writable: real paths: a missing folder checks its parent, a file is not a folder, a file opens for append", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-writable-" });
  try {
    assert.equal(await folderWriteProblem(`${dir}/not/yet/made`), null);
    await Deno.writeTextFile(`${dir}/file`, "content");
    assert.equal(await folderWriteProblem(`${dir}/file`), `${dir}/file: not a folder`);
    assert.equal(await folderWriteProblem(`${dir}/file/below`), `${dir}/file: not a folder`);
    assert.equal(await fileWriteProblem(`${dir}/file`), null);
    assert.equal(await Deno.readTextFile(`${dir}/file`), "content", "nothing written");
    assert.equal(await fileWriteProblem(`${dir}/missing.kv`), null, "SQLite creates it");
    await Deno.mkdir(`${dir}/folder.kv`);
    assert.match((await fileWriteProblem(`${dir}/folder.kv`)) ?? "", /^.*folder\.kv: /, "a folder cannot be opened");
    const denied = await fileWriteProblem(`${dir}/file/store.kv`);
    assert.equal(denied, `${dir}/file: not a folder`);
    assert.equal(
      await folderWriteProblem(dir, { uid: 4242, groups: [4242] }),
      Deno.uid() === 4242 ? null : `${dir}: no write permission`,
      "a temp folder (0700) is not writable by another user",
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

const user = { uid: 1000, groups: [1000, 27] };
const file = (mode: number, uid = 1000, gid = 1000) => ({ mode, uid, gid, isDirectory: false });
const folder = (mode: number, uid = 1000, gid = 1000) => ({ mode, uid, gid, isDirectory: true });

Deno.test("mayWrite: the owner's, the group's or the others' bits, whichever class the process is in", () => {
  assert.equal(mayWrite(file(0o644), user), true);
  assert.equal(mayWrite(file(0o444), user), false);
  assert.equal(mayWrite(file(0o464, 0, 27), user), true, "a supplementary group");
  assert.equal(mayWrite(file(0o446, 0, 27), user), false, "in the group, so the others' bits do not count");
  assert.equal(mayWrite(file(0o602, 0, 0), user), true, "neither owner nor group: the others' bits");
  assert.equal(mayWrite(file(0o466, 1000, 0), user), false, "the owner's bits count for the owner, however open");
  assert.equal(mayWrite(file(0o400, 5, 5), { uid: 0, groups: [0] }), true, "root");
});

Deno.test("mayWrite: a folder needs write and search permission to take new files", () => {
  assert.equal(mayWrite(folder(0o755), user), true);
  assert.equal(mayWrite(folder(0o655), user), false, "no search (x) permission");
  assert.equal(mayWrite(folder(0o555), user), false);
  assert.equal(mayWrite(folder(0o770, 0, 1000), user), true);
});

Deno.test("mayWrite agrees with the kernel about a real file and folder", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = `${dir}/file`;
    await Deno.writeTextFile(path, "x");
    const ids = processIdentity();
    assert.equal(ids.uid, Deno.uid());
    assert.equal(mayWrite(await Deno.stat(path), ids), true);
    assert.equal(mayWrite(await Deno.stat(dir), ids), true);
    await Deno.chmod(path, 0o444);
    const expected = ids.uid === 0; // root writes anyway
    assert.equal(mayWrite(await Deno.stat(path), ids), expected);
    const kernel = await Deno.open(path, { write: true }).then((f) => (f.close(), true), () => false);
    assert.equal(kernel, expected, "the kernel decides the same");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("fullDiskProblem: a disk with room is fine, read at the nearest existing parent of a missing path", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-space-" });
  try {
    assert.equal(await fullDiskProblem(dir), null);
    assert.equal(await fullDiskProblem(`${dir}/not/made/yet`), null);
    // A full one (a filled tmpfs) says "no space left": tests/app/full_disk_test.ts.
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
