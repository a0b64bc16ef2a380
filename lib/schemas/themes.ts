/** Theme Settings payloads: the theme to activate and the branding asset named in a path. */
import { z } from "zod";
import { BRANDING_ASSETS, THEMES } from "../shared/themes.ts";

const THEME_IDS = THEMES.map((theme) => theme.id) as [string, ...string[]];

/** Body of `PUT /api/admin/themes`: the theme to make active. */
export const ThemeActivateSchema = z.object({
  active_theme: z.enum(THEME_IDS, { error: "Unknown theme" }),
});

/** The `{asset}` of `/api/admin/themes/{asset}`. */
export const BrandingAssetSchema = z.enum(BRANDING_ASSETS);
