/**
 * The spec's rules per upload type: size limit and its message, minimum
 * dimensions and their message, the storage folder, and how the output is
 * made (see `image_outputs.ts`).
 */
import type { UploadType } from "../schemas/media.ts";
import { imageTooLarge, MAX_IMAGE_BYTES } from "../shared/image_limits.ts";
/** 2 MB, the limit of the logo and favicon uploads. */
export const MAX_BRANDING_BYTES = 2 * 1024 * 1024;

/** How an accepted image becomes stored files. */
export type OutputPlan =
  | { kind: "fit"; maxWidth: number; maxHeight: number; quality: number }
  | { kind: "square"; size: number; quality: number; generatedQuality?: number }
  | { kind: "width"; width: number; quality: number }
  | { kind: "favicons"; sizes: { size: number; name: string }[]; quality: number }
  | { kind: "original" };

/** Checks and output of one upload type. */
export interface UploadRule {
  /** Largest accepted file in bytes. */
  maxBytes: number;
  /** True when a file of exactly `maxBytes` is too large ("less than 2MB" rules). */
  limitExclusive: boolean;
  /** Message of a file over the limit. */
  tooLarge(size: number): string;
  minWidth: number;
  minHeight: number;
  /** Message of an image under the minimum size. */
  tooSmall(width: number, height: number): string;
  /** Imported images under the minimum are padded onto a canvas of the minimum size instead of refused. */
  padsImports?: boolean;
  /** Folder of the stored files. */
  folder: string;
  output: OutputPlan;
}

/** The rule of a plain image: up to {@link MAX_IMAGE_BYTES}, any dimensions. */
const IMAGE = {
  maxBytes: MAX_IMAGE_BYTES,
  limitExclusive: false,
  tooLarge: imageTooLarge,
  minWidth: 0,
  minHeight: 0,
  tooSmall: () => "",
};

/** Rules of every upload type, as the spec sets them. */
export const UPLOAD_RULES: Record<UploadType, UploadRule> = {
  content: {
    ...IMAGE,
    folder: "posts/content",
    output: { kind: "fit", maxWidth: 1920, maxHeight: 1920, quality: 85 },
  },
  featured: {
    ...IMAGE,
    minWidth: 512,
    minHeight: 512,
    tooSmall: () => "Image must be at least 512x512 pixels",
    padsImports: true,
    folder: "posts",
    output: { kind: "square", size: 512, quality: 90, generatedQuality: 92 },
  },
  "category-card": {
    ...IMAGE,
    folder: "categories",
    output: { kind: "square", size: 512, quality: 85 },
  },
  "category-page-header": {
    ...IMAGE,
    minWidth: 800,
    minHeight: 400,
    tooSmall: (w, h) => `Header image must be at least 800x400px. Current: ${w}x${h}px`,
    folder: "categories",
    output: { kind: "width", width: 1280, quality: 85 },
  },
  "category-header": {
    ...IMAGE,
    limitExclusive: true,
    tooLarge: () => "Image file size must be less than 4MB",
    minWidth: 800,
    minHeight: 400,
    tooSmall: () => "Image must be at least 800x400 pixels",
    folder: "categories",
    output: { kind: "width", width: 1280, quality: 95 },
  },
  logo: {
    ...IMAGE,
    maxBytes: MAX_BRANDING_BYTES,
    limitExclusive: true,
    tooLarge: () => "Logo file size must be less than 2MB",
    folder: "logos",
    output: { kind: "original" },
  },
  favicon: {
    maxBytes: MAX_BRANDING_BYTES,
    limitExclusive: true,
    tooLarge: () => "Favicon file size must be less than 2MB",
    minWidth: 180,
    minHeight: 180,
    tooSmall: () => "Image must be at least 180x180 pixels",
    folder: "logos",
    output: {
      kind: "favicons",
      quality: 95,
      sizes: [
        { size: 16, name: "favicon-16x16.webp" },
        { size: 32, name: "favicon-32x32.webp" },
        { size: 180, name: "apple-touch-icon.webp" },
      ],
    },
  },
};

/** True when `size` bytes break the rule's limit. */
export function isTooLarge(rule: UploadRule, size: number): boolean {
  return rule.limitExclusive ? size >= rule.maxBytes : size > rule.maxBytes;
}
