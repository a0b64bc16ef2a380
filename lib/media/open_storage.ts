/**
 * Chooses the media store from the configuration: `MEDIA_STORE=s3://bucket/prefix`
 * selects an S3-compatible bucket (endpoint and credentials from `S3_ENDPOINT`,
 * `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_REGION`); anything else
 * keeps files in the local folder `MEDIA_DIR`.
 */
import { S3MediaStore } from "./s3_store.ts";
import type { MediaStorage } from "./storage.ts";
import { MediaStore } from "./store.ts";

/** Reads one environment variable. */
export type EnvReader = (name: string) => string | undefined;

/** The store named by `mediaStore` (an `s3://` URL) or else the folder `mediaDir`. */
export function openMediaStorage(
  config: { mediaDir: string; mediaStore?: string | null },
  env: EnvReader = (name) => Deno.env.get(name),
): MediaStorage {
  const target = config.mediaStore?.trim();
  if (!target) return new MediaStore(config.mediaDir);
  const match = target.match(/^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/);
  if (!match) throw new Error(`MEDIA_STORE must look like s3://bucket/prefix, got ${target}`);
  const accessKeyId = env("AWS_ACCESS_KEY_ID");
  const secretAccessKey = env("AWS_SECRET_ACCESS_KEY");
  if (!accessKeyId || !secretAccessKey) {
    throw new Error("MEDIA_STORE=s3://… needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY");
  }
  const region = env("AWS_REGION") || "us-east-1";
  return new S3MediaStore({
    endpoint: env("S3_ENDPOINT") || `https://s3.${region}.amazonaws.com`,
    bucket: match[1],
    prefix: match[2] ?? "",
    accessKeyId,
    secretAccessKey,
    region,
  });
}
