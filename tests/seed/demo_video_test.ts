/**
 * The demo embeds no made-up video: a placeholder id would show readers a broken player and give search engines a
 * VideoObject for nothing. A demo post with a video gives its length (the VideoObject's `duration`).
 */
import assert from "node:assert/strict";
import { ISO_DURATION } from "@/lib/recipe/duration.ts";
import { demoRecipes } from "@/lib/seed/content/index.ts";

Deno.test("no demo recipe links a placeholder video; one with a video has an ISO 8601 duration", () => {
  assert.deepEqual(
    demoRecipes.filter((post) => /youtube|youtu\.be|vimeo/i.test(post.video_url ?? "")).map((p) => p.slug),
    [],
  );
  for (const post of demoRecipes.filter((post) => post.video_url)) {
    assert.ok(post.video_duration && ISO_DURATION.test(post.video_duration), `${post.slug}: ${post.video_duration}`);
  }
});
