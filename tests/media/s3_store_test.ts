/** The S3 media store against a real S3-compatible server: round trips, and uploads served through the app. */
import assert from "node:assert/strict";
import sharp from "sharp";
import { mediaConfig } from "@/lib/config/media.ts";
import { openMediaStorage } from "@/lib/media/open_storage.ts";
import { S3MediaStore } from "@/lib/media/s3_store.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { gradientImage } from "./images.ts";
import { S3RVER_CREDENTIALS, startS3Server } from "./s3_server.ts";

const S3_TEST = { sanitizeOps: false, sanitizeResources: false };

Deno.test({
  name: "S3 store: write, read, exists, list and remove round trip under a prefix",
  ...S3_TEST,
  async fn() {
    const s3 = await startS3Server();
    try {
      const store = new S3MediaStore({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        prefix: "site-a",
        ...S3RVER_CREDENTIALS,
      });
      const other = new S3MediaStore({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        prefix: "site-b",
        ...S3RVER_CREDENTIALS,
      });
      const bytes = crypto.getRandomValues(new Uint8Array(60_000));
      bytes.set(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "), 0);
      assert.equal(await store.write("posts/a.webp", bytes), "/media/posts/a.webp");
      await store.write("logos/logo.png", await gradientImage(8, 8, "png"));
      await other.write("posts/b.webp", await gradientImage(8, 8, "webp"));
      await assert.rejects(() => store.write("posts/evil.js", bytes), /Media keys must end in/);
      await assert.rejects(() => store.write("posts/a.png", bytes), /does not match the image/);
      assert.deepEqual(await store.read("posts/a.webp"), bytes);
      assert.equal(await store.exists("posts/a.webp"), true);
      assert.equal(await other.exists("posts/a.webp"), false, "prefixes keep sites apart");
      assert.deepEqual(await store.list(), ["logos/logo.png", "posts/a.webp"]);
      assert.deepEqual(await store.list("posts/"), ["posts/a.webp"]);
      await store.remove("posts/a.webp");
      await store.remove("posts/a.webp");
      assert.equal(await store.exists("posts/a.webp"), false);
      await assert.rejects(() => store.read("posts/a.webp"), /Media file not found/);
      await assert.rejects(() => store.write("../escape.webp", bytes), /Invalid media key/);
      const stranger = new S3MediaStore({
        ...S3RVER_CREDENTIALS,
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        accessKeyId: "NOPE",
      });
      await assert.rejects(() => stranger.write("x.webp", bytes), /Media store could not store x\.webp: 403/);
    } finally {
      await s3.close();
    }
  },
});

Deno.test({
  name: "S3 store: MEDIA_STORE=s3://… uploads through the app and /media/<key> serves the stored bytes",
  ...S3_TEST,
  async fn() {
    const s3 = await startS3Server();
    const env: Record<string, string> = {
      S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      AWS_REGION: "us-east-1",
    };
    const media = openMediaStorage(mediaConfig((name) => ({ ...env, MEDIA_STORE: `s3://${s3.bucket}/shared` })[name]));
    assert.equal(media.location, `s3://${s3.bucket}/shared/`);
    const site = await startSite({ media });
    try {
      const token = await apiLogin(site);
      const body = new FormData();
      body.set("file", new File([await gradientImage(1200, 900, "jpeg") as Uint8Array<ArrayBuffer>], "tostones.jpg"));
      body.set("type", "content");
      body.set("alt", "Tostones");
      const response = await fetch(`${site.url}/api/upload`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body,
      });
      assert.equal(response.status, 201);
      const uploaded = await response.json();
      assert.equal(uploaded.key, "posts/content/tostones.webp");
      const served = await fetch(`${site.url}/media/${uploaded.key}`);
      assert.equal(served.status, 200);
      const bytes = new Uint8Array(await served.arrayBuffer());
      assert.equal(bytes.length, uploaded.optimizedSize);
      assert.equal((await sharp(bytes).metadata()).format, "webp");
      // A second server process sharing the bucket sees the same file.
      const elsewhere = new S3MediaStore({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        prefix: "shared",
        ...S3RVER_CREDENTIALS,
      });
      assert.deepEqual(await elsewhere.read(uploaded.key), bytes);
      const deleted = await fetch(`${site.url}/api/upload?key=${uploaded.key}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(deleted.status, 200);
      assert.equal((await fetch(`${site.url}/media/${uploaded.key}`)).status, 404);
    } finally {
      await site.close();
      await s3.close();
    }
  },
});

Deno.test("media settings: the folder by default, S3 only with a bucket URL and credentials", () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];
  assert.equal(openMediaStorage(mediaConfig(env({}))).location, "data/media");
  assert.equal(openMediaStorage(mediaConfig(env({ MEDIA_DIR: "x" }))).location, "x");
  assert.throws(() => mediaConfig(env({ MEDIA_STORE: "s3://bucket" })), /AWS_ACCESS_KEY_ID/);
  const keys = { AWS_ACCESS_KEY_ID: "k", AWS_SECRET_ACCESS_KEY: "k" };
  assert.throws(() => mediaConfig(env({ ...keys, MEDIA_STORE: "ftp://b" })), /MEDIA_STORE.*s3:\/\/bucket\/prefix/);
  const s3 = openMediaStorage(mediaConfig(env({ ...keys, MEDIA_DIR: "x", MEDIA_STORE: "s3://my-bucket/a/b/" })));
  assert.equal(s3.location, "s3://my-bucket/a/b/");
});
