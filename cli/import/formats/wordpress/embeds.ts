/** Embedded media of WordPress content: YouTube and Vimeo become players, other URLs plain links. */
import { videoEmbed } from "../../../../lib/shared/video.ts";
import { escapeHtml } from "../../../../lib/text/html_text.ts";

/** An iframe player for a YouTube or Vimeo URL, or null for any other URL. */
export function videoIframe(url: string): string | null {
  const embed = videoEmbed(url.trim());
  if (!embed || embed.kind !== "iframe" || (embed.provider !== "youtube" && embed.provider !== "vimeo")) return null;
  return `<iframe src="${escapeHtml(embed.src)}" width="560" height="315" title="Vídeo" ` +
    `allow="encrypted-media; picture-in-picture" allowfullscreen></iframe>`;
}

/** What an embedded URL becomes: a video player, or a link showing the URL. */
export function embedHtml(url: string): string {
  const trimmed = url.trim();
  const iframe = videoIframe(trimmed);
  if (iframe) return iframe;
  const safe = escapeHtml(trimmed);
  return /^https?:\/\//i.test(trimmed) ? `<p><a href="${safe}">${safe}</a></p>` : safe;
}
