import assert from "node:assert/strict";
import { DEFAULT_SCRYPT_PARAMS, hashParams, hashPassword, verifyPassword } from "./password.ts";

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

Deno.test("default parameters are memory-hard and take a bounded time", async () => {
  assert.ok(DEFAULT_SCRYPT_PARAMS.N >= 2 ** 14);
  const started = performance.now();
  const hash = await hashPassword("correct horse battery staple");
  const elapsed = performance.now() - started;
  assert.match(hash, /^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  assert.ok(elapsed < 2000, `hashing took ${elapsed} ms`);
  assert.equal(await verifyPassword("correct horse battery staple", hash), true);
  assert.equal(await verifyPassword("correct horse battery stapl", hash), false);
});

Deno.test("hashes are salted and record their parameters", async () => {
  const a = await hashPassword("secret-password", CHEAP);
  const b = await hashPassword("secret-password", CHEAP);
  assert.notEqual(a, b);
  assert.deepEqual(hashParams(a), CHEAP);
  assert.equal(await verifyPassword("secret-password", a), true);
  assert.equal(await verifyPassword("secret-password", b), true);
  assert.equal(await verifyPassword("Secret-password", a), false);
});

Deno.test("verification uses the parameters stored in the hash", async () => {
  const hash = await hashPassword("pw-12345678", { N: 2 ** 11, r: 4, p: 2 });
  assert.deepEqual(hashParams(hash), { N: 2 ** 11, r: 4, p: 2 });
  assert.equal(await verifyPassword("pw-12345678", hash), true);
  const [, , , , salt, key] = hash.split("$");
  const relabelled = ["scrypt", 2 ** 10, 4, 2, salt, key].join("$");
  assert.equal(await verifyPassword("pw-12345678", relabelled), false);
});

Deno.test("malformed hashes and parameters are rejected", async () => {
  for (
    const bad of ["", "plain", "bcrypt$1$2$3$aaaa$bbbb", "scrypt$1000$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA"]
  ) {
    assert.equal(await verifyPassword("x", bad), false, bad);
  }
  await assert.rejects(() => hashPassword("x", { N: 1000, r: 8, p: 1 }), RangeError);
});
