/** Demo recipes with a video also give its length, which the Recipe JSON-LD's VideoObject carries as `duration`. */
import assert from "node:assert/strict";
import { ISO_DURATION } from "@/lib/recipe/durations.ts";
import { demoRecipes } from "@/lib/seed/content/index.ts";

Deno.test("every demo recipe with a video has an ISO 8601 video duration", () => {
  const withVideo = demoRecipes.filter((post) => post.video_url);
  assert.ok(withVideo.length >= 1);
  for (const post of withVideo) {
    const duration = post.video_duration;
    assert.ok(duration && ISO_DURATION.test(duration), `${post.slug}: ${duration}`);
  }
});
