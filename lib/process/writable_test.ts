import assert from "node:assert/strict";
import { currentProcessIds, mayWrite } from "./writable.ts";

const user = { uid: 1000, gids: [1000, 27] };
const file = (mode: number, uid = 1000, gid = 1000) => ({ mode, uid, gid, isDirectory: false });
const folder = (mode: number, uid = 1000, gid = 1000) => ({ mode, uid, gid, isDirectory: true });

Deno.test("mayWrite: the owner's, the group's or the others' bits, whichever class the process is in", () => {
  assert.equal(mayWrite(file(0o644), user), true);
  assert.equal(mayWrite(file(0o444), user), false);
  assert.equal(mayWrite(file(0o464, 0, 27), user), true, "a supplementary group");
  assert.equal(mayWrite(file(0o446, 0, 27), user), false, "in the group, so the others' bits do not count");
  assert.equal(mayWrite(file(0o602, 0, 0), user), true, "neither owner nor group: the others' bits");
  assert.equal(mayWrite(file(0o466, 1000, 0), user), false, "the owner's bits count for the owner, however open");
  assert.equal(mayWrite(file(0o400, 5, 5), { uid: 0, gids: [0] }), true, "root");
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
    const ids = currentProcessIds();
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
