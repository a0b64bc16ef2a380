/** The doctor's media check against a real S3-compatible server: the bucket answers, or refuses a wrong key. */
import assert from "node:assert/strict";
import { processIdentity } from "@/lib/process/writable.ts";
import { checkMedia } from "@/lib/services/doctor/storage_checks.ts";
import { S3RVER_CREDENTIALS, startS3Server } from "../media/s3_server.ts";

Deno.test({
  name: "doctor media check: a bucket that answers is ok; a wrong access key fails with the server's refusal",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const s3 = await startS3Server();
    try {
      const bucket = { endpoint: s3.endpoint, bucket: s3.bucket, prefix: "prod", ...S3RVER_CREDENTIALS };
      const ids = processIdentity();
      const answers = await checkMedia({ dir: "unused", s3: bucket }, ids);
      assert.deepEqual(answers, { status: "ok", name: "media", detail: `s3://${s3.bucket}/prod answers` });
      const refused = await checkMedia({ dir: "unused", s3: { ...bucket, accessKeyId: "NOPE" } }, ids);
      assert.equal(refused.status, "fail");
      assert.match(refused.detail, /403/);
      assert.match(refused.fix ?? "", /AWS_REGION and the access keys/);
    } finally {
      await s3.close();
    }
  },
});
