import assert from "node:assert/strict";
import { videoEmbed } from "./video.ts";

Deno.test("YouTube links become the no-cookie player", () => {
  for (
    const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ]
  ) {
    assert.deepEqual(videoEmbed(url), {
      kind: "iframe",
      provider: "youtube",
      id: "dQw4w9WgXcQ",
      src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    }, url);
  }
});

Deno.test("Vimeo and Dailymotion links become their players", () => {
  assert.equal(videoEmbed("https://vimeo.com/76979871")?.src, "https://player.vimeo.com/video/76979871?dnt=1");
  assert.equal(
    videoEmbed("https://player.vimeo.com/video/76979871")?.src,
    "https://player.vimeo.com/video/76979871?dnt=1",
  );
  assert.equal(
    videoEmbed("https://www.dailymotion.com/video/x8abc12")?.src,
    "https://www.dailymotion.com/embed/video/x8abc12",
  );
  assert.equal(videoEmbed("https://dai.ly/x8abc12")?.src, "https://www.dailymotion.com/embed/video/x8abc12");
});

Deno.test("video files play in a video element; other links are not embedded", () => {
  assert.deepEqual(videoEmbed("/media/videos/flan.mp4"), {
    kind: "file",
    src: "/media/videos/flan.mp4",
    type: "video/mp4",
  });
  assert.deepEqual(videoEmbed("https://cdn.example.com/a.webm?x=1"), {
    kind: "file",
    src: "https://cdn.example.com/a.webm?x=1",
    type: "video/webm",
  });
  assert.deepEqual(videoEmbed("https://cdn.example.com/a.ogg"), {
    kind: "file",
    src: "https://cdn.example.com/a.ogg",
    type: "video/ogg",
  });
  assert.equal(videoEmbed("https://example.com/page"), null);
  assert.equal(videoEmbed("javascript:alert(1)//.mp4"), null);
  assert.equal(videoEmbed("//evil.example/a.mp4"), null);
  assert.equal(videoEmbed("https://www.youtube.com/watch?v=<script>"), null);
  assert.equal(videoEmbed(""), null);
});
