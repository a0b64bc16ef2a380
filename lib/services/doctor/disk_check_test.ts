import assert from "node:assert/strict";
import { checkDisk, dfOf, DISK_FAIL_BYTES, DISK_WARN_BYTES, diskVerdict, parseDf } from "./disk_check.ts";

const GiB = 1024 ** 3;

Deno.test("parseDf: POSIX df output, a file system name with spaces included", () => {
  const output = "Filesystem     1024-blocks      Used Available Capacity Mounted on\n" +
    "/dev/sda1        41152736  30000000   9000000      77% /var/lib\n";
  assert.deepEqual(parseDf(output), { mount: "/var/lib", freeBytes: 9000000 * 1024, totalBytes: 41152736 * 1024 });
  const spaced = "Filesystem 1024-blocks Used Available Capacity Mounted on\nmy disk 100 40 60 40% /mnt/a b\n";
  assert.deepEqual(parseDf(spaced), { mount: "/mnt/a b", freeBytes: 60 * 1024, totalBytes: 100 * 1024 });
  assert.throws(() => parseDf("nonsense"), /unexpected df output/);
});

Deno.test("diskVerdict: fail under 512 MiB free, warn under 2 GiB or 10 %, ok otherwise", () => {
  const verdict = (freeBytes: number, totalBytes: number) => diskVerdict({ mount: "/", freeBytes, totalBytes }).status;
  assert.equal(verdict(DISK_FAIL_BYTES - 1, 100 * GiB), "fail");
  assert.equal(verdict(DISK_WARN_BYTES - 1, 10 * GiB), "warn");
  assert.equal(verdict(5 * GiB, 100 * GiB), "warn", "5 %");
  assert.equal(verdict(20 * GiB, 100 * GiB), "ok");
  assert.match(
    diskVerdict({ mount: "/srv", freeBytes: 20 * GiB, totalBytes: 100 * GiB }).detail,
    /^20\.0 GiB free of 100\.0 GiB \(20%\) on \/srv$/,
  );
});

Deno.test("checkDisk: each file system once, the worst one reported, or all when all are fine", async () => {
  const dir = await Deno.makeTempDir();
  try {
    for (const name of ["store", "media", "more"]) await Deno.mkdir(`${dir}/${name}`);
    const roomy = { mount: "/", freeBytes: 50 * GiB, totalBytes: 100 * GiB };
    const spaces = new Map([
      [`${dir}/store`, roomy],
      [`${dir}/more`, roomy],
      [`${dir}/media`, { mount: "/media", freeBytes: 0.1 * GiB, totalBytes: 100 * GiB }],
    ]);
    const df = (path: string) => Promise.resolve(spaces.get(path)!);
    const worst = await checkDisk([`${dir}/store`, `${dir}/media`, `${dir}/more`], df);
    assert.equal(worst.status, "fail");
    assert.match(worst.detail, /on \/media$/);
    spaces.set(`${dir}/media`, { mount: "/media", freeBytes: 80 * GiB, totalBytes: 100 * GiB });
    const fine = await checkDisk([`${dir}/store`, `${dir}/media`, `${dir}/more`], df);
    assert.equal(fine.status, "ok");
    assert.match(fine.detail, /^50\.0 GiB free .* on \/; 80\.0 GiB free .* on \/media$/, "one part per file system");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("checkDisk: the real df on a folder that does not exist yet asks its nearest existing folder", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const asked: string[] = [];
    const result = await checkDisk([`${dir}/media/not/yet`], (path) => (asked.push(path), dfOf(path)));
    assert.deepEqual(asked, [dir]);
    assert.match(result.detail, /free of .* on \//);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
