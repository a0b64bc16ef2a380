/**
 * The check of a file put back by a restore (`routes/api/admin/media/restore/`): the content check of every upload
 * but for the decode of every pixel (the file was checked when the site that exported it stored it, and a restore of
 * thousands of files should not decode each again), a key whose extension names the image's real type
 * (`image_types.ts`), and metadata (EXIF, XMP…) removed (`strip_metadata.ts`); nothing else is encoded again.
 */
import { ValidationError } from "../errors.ts";
import { checkKeyMatchesType } from "./image_types.ts";
import { type InspectedImage, inspectImage, NOT_AN_IMAGE } from "./inspect_image.ts";
import { isValidMediaKey } from "./keys.ts";
import { stripMetadata } from "./strip_metadata.ts";

/** A restored file once checked: the bytes to store and what the image is. */
export interface RestoredFile {
  key: string;
  bytes: Uint8Array;
  image: InspectedImage;
}

/** Checks `received` for storing under `key`; a {@link ValidationError} (400) names what is wrong. */
export async function checkRestoredFile(key: string, received: Uint8Array): Promise<RestoredFile> {
  if (!isValidMediaKey(key)) throw new ValidationError("Invalid media key", { key: ["Invalid media key"] });
  if (received.length === 0) throw new ValidationError(NOT_AN_IMAGE, { file: [NOT_AN_IMAGE] });
  const image = await inspectImage(received, { decode: false });
  checkKeyMatchesType(key, image.mime);
  return { key, bytes: await stripMetadata(received, image), image };
}
