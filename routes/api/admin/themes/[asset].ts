/**
 * POST /api/admin/themes/{logo|favicons|category-header}: multipart `file`; the image is checked and converted by the
 * upload pipeline, its URLs saved in the settings and the replaced files deleted → the themes answer (201).
 * DELETE /api/admin/themes/{asset}: clears the asset's settings and deletes its files → the themes answer.
 */
import type { AppContext } from "@/lib/app_env.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { readUploadForm } from "@/lib/media/upload_form.ts";
import { BrandingAssetSchema } from "@/lib/schemas/themes.ts";
import { removeBranding, themesAnswer, uploadBranding } from "@/lib/services/branding.ts";
import { define } from "@/lib/define.ts";

function assetOf(c: AppContext) {
  const parsed = BrandingAssetSchema.safeParse(c.req.param("asset"));
  if (!parsed.success) throw new NotFoundError();
  return parsed.data;
}

export const handler = define.handlers({
  async POST(c) {
    const asset = assetOf(c);
    const { bytes } = await readUploadForm(c);
    return c.json(
      themesAnswer(await uploadBranding(c.var.kv, c.var.media, asset, bytes, () => c.var.content.freshMediaUsage())),
      201,
    );
  },
  async DELETE(c) {
    return c.json(
      themesAnswer(await removeBranding(c.var.kv, c.var.media, assetOf(c), () => c.var.content.freshMediaUsage())),
    );
  },
});
