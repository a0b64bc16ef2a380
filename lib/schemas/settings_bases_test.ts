/** The category and post bases may not be `tag`: `/tag/<slug>` is the tag pages' folder, which a base could not reach. */
import assert from "node:assert/strict";
import { SettingsPatchSchema } from "./settings.ts";

Deno.test("a category or post base of 'tag' is refused; other bases are kept", () => {
  for (const field of ["category_base", "post_base"]) {
    const refused = SettingsPatchSchema.safeParse({ [field]: "/Tag/" });
    assert.equal(refused.success, false, field);
    assert.deepEqual(refused.error!.issues.map((issue) => issue.message), [
      "The address /tag is used by the tag pages",
    ]);
    assert.equal(SettingsPatchSchema.parse({ [field]: "etiquetas" })[field as "post_base"], "etiquetas");
  }
});
