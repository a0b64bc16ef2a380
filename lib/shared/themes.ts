/**
 * Themes and branding, shared by the server and the admin islands (no imports):
 * the one theme the site offers, the branding assets with their limits, and the
 * messages of the Theme Settings screen.
 */

/** A theme the site can use. */
export interface ThemeInfo {
  id: string;
  name: string;
  description: string;
  /** Main colours, shown as swatches. */
  colors: { primary: string; accent: string };
}

/** The only theme: the site's default, red and blue like the Cuban flag. */
export const THEMES: readonly ThemeInfo[] = [
  {
    id: "default",
    name: "Default",
    description: "The Recetas Cubanas theme in red and blue.",
    colors: { primary: "#cf142b", accent: "#002a8f" },
  },
];

/** The branding images an admin can upload and remove. */
export const BRANDING_ASSETS = ["logo", "favicons", "category-header"] as const;
/** A branding image. */
export type BrandingAsset = (typeof BRANDING_ASSETS)[number];

/** 2 MB: the logo and favicon limit (files must be smaller). */
export const BRANDING_SMALL_LIMIT = 2 * 1024 * 1024;
/** 4 MB: the default category header limit (files must be smaller). */
export const BRANDING_LARGE_LIMIT = 4 * 1024 * 1024;

/** Per asset: the size limit with its message, and the success and failure texts of upload and removal. */
export const BRANDING_TEXTS: Record<BrandingAsset, {
  maxBytes: number;
  tooLarge: string;
  uploaded: string;
  uploadFailed: string;
  removed: string;
  removeFailed: string;
}> = {
  logo: {
    maxBytes: BRANDING_SMALL_LIMIT,
    tooLarge: "Logo file size must be less than 2MB",
    uploaded: "Logo uploaded successfully!",
    uploadFailed: "Failed to upload logo",
    removed: "Logo removed successfully!",
    removeFailed: "Failed to remove logo",
  },
  favicons: {
    maxBytes: BRANDING_SMALL_LIMIT,
    tooLarge: "Favicon file size must be less than 2MB",
    uploaded: "Favicons uploaded successfully!",
    uploadFailed: "Failed to upload favicons",
    removed: "Favicons removed successfully from storage and database!",
    removeFailed: "Failed to remove favicons",
  },
  "category-header": {
    maxBytes: BRANDING_LARGE_LIMIT,
    tooLarge: "Image file size must be less than 4MB",
    uploaded: "Default category header image uploaded and optimized successfully!",
    uploadFailed: "Failed to upload category header image",
    removed: "Default category header image removed successfully!",
    removeFailed: "Failed to remove category header image",
  },
};

/** Theme messages. */
export const THEME_TEXTS = {
  loadFailed: "Failed to load settings",
  changed: "Theme changed successfully! Refresh the homepage to see it.",
  changeFailed: "Failed to change theme",
} as const;
