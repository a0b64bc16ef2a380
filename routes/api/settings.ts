/**
 * GET /api/settings: the settings visitors' pages use → `{ settings }` (never the AI configuration), read
 * from this process's content snapshot (1 hour at most, replaced after any save: see `lib/snapshot/snapshot_holder.ts`).
 * PUT /api/settings: any subset of the settings fields ("" or null clears a value; send `versionstamp` to
 * refuse a newer edit with 409) → `{ settings, versionstamp }` with every field. Site managers only for PUT
 * (`lib/auth/access.ts`).
 */
import { publicSettings, updateSettings } from "@/lib/db/settings.ts";
import { define } from "@/lib/define.ts";
import { readVersionedBody } from "@/lib/http/expected_version.ts";
import { settingsPatchFrom } from "@/lib/schemas/settings_input.ts";

export const handler = define.handlers({
  async GET(c) {
    const { settings } = await c.var.content.snapshot.get();
    return c.json({ settings: publicSettings(settings) });
  },
  async PUT(c) {
    const { fields, expected } = await readVersionedBody(c);
    return c.json(await updateSettings(c.var.kv, settingsPatchFrom(fields), expected));
  },
});
