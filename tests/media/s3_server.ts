/** A real S3-compatible server (s3rver) on a free loopback port, with one bucket, for the S3 store tests. */
import S3rver from "s3rver";

/** Credentials s3rver accepts. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** A running S3 server. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 with `bucket` created, storing objects in a temp folder. */
export async function startS3Server(bucket = "recetas-media"): Promise<TestS3Server> {
  const directory = await Deno.makeTempDir({ prefix: "recetas-s3-" });
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      await Deno.remove(directory, { recursive: true });
    },
  };
}
