/**
 * The 4 MB limit of every uploaded image except the logo and favicons, and its message: the server's upload rules
 * refuse a larger file with it (413), and the browser checks it before sending.
 */
import { formatBytes } from "../format/format_bytes.ts";

/** 4 MB (4194304 bytes): the largest accepted image; a file of exactly this size is accepted. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** The specification's message for an image over {@link MAX_IMAGE_BYTES}. */
export function imageTooLarge(size: number): string {
  return `Image too large! Maximum size is 4MB. Your image is ${formatBytes(size)}`;
}
