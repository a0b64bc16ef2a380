/**
 * Where media files live, from the environment: `MEDIA_STORE=s3://bucket/prefix` selects an S3-compatible bucket
 * (endpoint and credentials from `S3_ENDPOINT`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_REGION`);
 * otherwise files stay in the local folder `MEDIA_DIR`. Parsed once by `readConfig` (`lib/config.ts`);
 * `lib/media/open_storage.ts` opens what it names.
 */

/** Where media files live. */
export interface MediaConfig {
  /** Local folder (`MEDIA_DIR`), used when there is no bucket. */
  dir: string;
  /** The bucket named by `MEDIA_STORE` and its S3 settings; null keeps files in `dir`. */
  s3: S3StoreOptions | null;
}

/** Parses {@link MediaConfig} from `env`; a malformed `MEDIA_STORE` or missing credentials throw, naming them. */
export function mediaConfig(env: (name: string) => string | undefined): MediaConfig {
  const dir = env("MEDIA_DIR") || "data/media";
  const target = env("MEDIA_STORE")?.trim();
  if (!target) return { dir, s3: null };
  const match = target.match(/^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/);
  if (!match) throw new Error(`MEDIA_STORE must look like s3://bucket/prefix, got ${target}`);
  const accessKeyId = env("AWS_ACCESS_KEY_ID");
  const secretAccessKey = env("AWS_SECRET_ACCESS_KEY");
  if (!accessKeyId || !secretAccessKey) {
    throw new Error("MEDIA_STORE=s3://… needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY");
  }
  const region = env("AWS_REGION") || "us-east-1";
  return {
    dir,
    s3: {
      endpoint: env("S3_ENDPOINT") || `https://s3.${region}.amazonaws.com`,
      bucket: match[1],
      prefix: match[2] ?? "",
      accessKeyId,
      secretAccessKey,
      region,
    },
  };
}

/** Where the bucket is and how to sign for it. */
export interface S3StoreOptions {
  /** Server base URL, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  /** Folder inside the bucket, without leading or trailing slash ("" for the bucket root). */
  prefix?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Signing region (default `us-east-1`). */
  region?: string;
}
