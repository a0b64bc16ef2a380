/** Opens the media store the configuration names (`lib/config/media.ts`): an S3-compatible bucket or a local folder. */
import type { MediaConfig } from "../config/media.ts";
import { S3MediaStore } from "./s3_store.ts";
import type { MediaStorage } from "../config/media_storage.ts";
import { MediaStore } from "./store.ts";

/** The bucket of `config.s3`, or else the folder `config.dir`. */
export function openMediaStorage(config: MediaConfig): MediaStorage {
  return config.s3 ? new S3MediaStore(config.s3) : new MediaStore(config.dir);
}
