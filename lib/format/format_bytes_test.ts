import assert from "node:assert/strict";
import { formatBytes } from "./format_bytes.ts";

Deno.test("formatBytes uses Bytes, KB, MB and GB with at most two decimals", () => {
  assert.equal(formatBytes(0), "0 Bytes");
  assert.equal(formatBytes(512), "512 Bytes");
  assert.equal(formatBytes(1536), "1.5 KB");
  assert.equal(formatBytes(4 * 1024 * 1024 + 1), "4 MB");
  assert.equal(formatBytes(5_000_000), "4.77 MB");
  assert.equal(formatBytes(3 * 1024 ** 3), "3 GB");
});
