import assert from "node:assert/strict";
import { dataUrlToBlob, optimizedMessage } from "./upload_image.ts";
import { imageTooLarge } from "../shared/image_limits.ts";
import { videoAttrs } from "./editor_nodes.ts";

Deno.test("the image toasts' texts", () => {
  assert.equal(imageTooLarge(4194305), "Image too large! Maximum size is 4MB. Your image is 4 MB");
  assert.equal(
    imageTooLarge(5 * 1024 * 1024 + 512 * 1024),
    "Image too large! Maximum size is 4MB. Your image is 5.5 MB",
  );
  assert.equal(optimizedMessage(1000, 250), "Image optimized! 75% smaller");
  assert.equal(optimizedMessage(1000, 1200), "Image optimized! 0% smaller", "never negative");
  assert.equal(optimizedMessage(0, 10), "Image optimized! 0% smaller");
});

Deno.test("data: URLs become blobs of their image type; anything else is refused", async () => {
  const blob = dataUrlToBlob("data:image/png;base64,iVBORw0K");
  assert.equal(blob?.type, "image/png");
  assert.deepEqual([...new Uint8Array(await blob!.arrayBuffer())], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
  assert.equal(dataUrlToBlob("data:text/html;base64,PGI+"), null);
  assert.equal(dataUrlToBlob("data:image/png,rawtext"), null);
  assert.equal(dataUrlToBlob("data:image/png;base64,***"), null);
});

Deno.test("video URLs: the node's attributes per platform, unsupported ones refused", () => {
  assert.deepEqual(videoAttrs("https://youtu.be/dQw4w9WgXcQ"), {
    src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    provider: "youtube",
    videoId: "dQw4w9WgXcQ",
  });
  assert.equal(videoAttrs("https://vimeo.com/76979871")?.provider, "vimeo");
  assert.equal(videoAttrs("https://dai.ly/x7tgad0")?.src, "https://www.dailymotion.com/embed/video/x7tgad0");
  assert.deepEqual(videoAttrs("https://cdn.example.com/a.ogg"), {
    src: "https://cdn.example.com/a.ogg",
    provider: "direct",
    videoId: null,
  });
  for (const bad of ["https://example.com/video", "javascript:alert(1)", "ftp://x.example/a.mp4", "clip.mp4", ""]) {
    assert.equal(videoAttrs(bad), null, bad);
  }
});
