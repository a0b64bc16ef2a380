/** Theme Settings payloads: the theme to activate and the branding asset named in a path. */
import { z } from "zod";
import type { Settings } from "./settings.ts";
import { BRANDING_ASSETS, type BrandingAsset, type ThemeInfo, THEMES } from "../shared/themes.ts";

const THEME_IDS = THEMES.map((theme) => theme.id) as [string, ...string[]];

/** Body of `PUT /api/admin/themes`: the theme to make active. */
export const ThemeActivateSchema = z.object({
  active_theme: z.enum(THEME_IDS, { error: "Unknown theme" }),
});

/** The `{asset}` of `/api/admin/themes/{asset}`. */
export const BrandingAssetSchema = z.enum(BRANDING_ASSETS);

/** Settings fields holding each asset's URLs. */
export const BRANDING_FIELDS = {
  logo: ["logo_url"],
  favicons: ["favicon_16_url", "favicon_32_url", "apple_touch_icon_url"],
  "category-header": ["default_category_header_image"],
} as const satisfies Record<BrandingAsset, readonly (keyof Settings)[]>;

/** The branding fields of the settings. */
export type Branding = Pick<Settings, (typeof BRANDING_FIELDS)[BrandingAsset][number]>;

/** What every Theme Settings route answers. */
export interface ThemesAnswer {
  themes: readonly ThemeInfo[];
  active_theme: string;
  branding: Branding;
  versionstamp: string | null;
}
