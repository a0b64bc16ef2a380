import assert from "node:assert/strict";
import { sha256Hex, toHex } from "./hex.ts";

Deno.test("toHex writes two lower-case digits a byte, from a view or a buffer", () => {
  assert.equal(toHex(new Uint8Array([0, 15, 16, 255])), "000f10ff");
  assert.equal(toHex(new Uint8Array([1, 171]).buffer), "01ab");
});

Deno.test("sha256Hex hashes text as UTF-8 and bytes as given", async () => {
  const abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
  assert.equal(await sha256Hex("abc"), abc);
  assert.equal(await sha256Hex(new TextEncoder().encode("abc")), abc);
});
