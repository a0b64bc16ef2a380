import assert from "node:assert/strict";
import { type TarEntry, tarHeader, tarStream } from "./tar.ts";

function bytesEntry(path: string, bytes: Uint8Array): TarEntry {
  return {
    path,
    size: bytes.length,
    mtime: new Date("2026-01-02T03:04:05Z"),
    open: () => Promise.resolve(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream()),
  };
}

async function extract(archive: ReadableStream<Uint8Array>, flags: string): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "tar-test-" });
  const child = new Deno.Command("tar", { args: [flags, "-C", dir], stdin: "piped", stderr: "piped" }).spawn();
  await archive.pipeTo(child.stdin);
  const { code, stderr } = await child.output();
  assert.equal(code, 0, new TextDecoder().decode(stderr));
  return dir;
}

Deno.test("tar: GNU tar extracts the stream: small, empty, block-sized and long-path files, gzipped too", async () => {
  const long = `recetas-20260102T030405Z/media/${"carpeta-larga/".repeat(8)}foto.webp`;
  assert.ok(long.length > 100);
  const files: [string, Uint8Array][] = [
    ["manifest.json", new TextEncoder().encode('{"ok":true}')],
    ["vacio.txt", new Uint8Array(0)],
    ["bloque.bin", crypto.getRandomValues(new Uint8Array(512))],
    [long, new Uint8Array(70_000).map((_, i) => (i * 7919) % 251)],
  ];
  for (const [flags, gzip] of [["-x", false], ["-xz", true]] as const) {
    let stream = tarStream(files.map(([path, bytes]) => bytesEntry(path, bytes)));
    if (gzip) stream = stream.pipeThrough(new CompressionStream("gzip"));
    const dir = await extract(stream, flags);
    try {
      for (const [path, bytes] of files) assert.deepEqual(await Deno.readFile(`${dir}/${path}`), bytes, path);
      assert.equal((await Deno.stat(`${dir}/manifest.json`)).mtime?.toISOString(), "2026-01-02T03:04:05.000Z");
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  }
});

Deno.test("tar: an entry whose bytes differ from its size fails the stream", async () => {
  const bytes = new Uint8Array(10);
  const wrong = { ...bytesEntry("a.bin", bytes), size: 20 };
  await assert.rejects(() => new Response(tarStream([wrong])).arrayBuffer(), /a\.bin shrank/);
});

Deno.test("tar: the header checksum and fields follow ustar", () => {
  const header = tarHeader({ path: "a.txt", size: 1234, mtime: new Date(0) });
  const text = new TextDecoder().decode(header);
  assert.equal(text.slice(0, 5), "a.txt");
  assert.equal(text.slice(124, 135), (1234).toString(8).padStart(11, "0"));
  assert.equal(text.slice(257, 262), "ustar");
  let sum = 0;
  header.forEach((byte, i) => (sum += i >= 148 && i < 156 ? 0x20 : byte));
  assert.equal(parseInt(text.slice(148, 155), 8), sum);
  assert.throws(() => tarHeader({ path: "x/".repeat(200) + "y", size: 1 }), /too long/);
});
