/** "Compartir" at the end of an article: Facebook, X, WhatsApp, Pinterest and e-mail icon buttons, no script at all. */
import { ShareButtons } from "./ShareButtons.tsx";
import { type SharedPage, shareLinks } from "@/lib/site/share_links.ts";

/** Renders the share links of the article. */
export function ShareLinks(page: SharedPage) {
  return (
    <nav class="share-links" aria-label="Compartir">
      <span class="share-links__title">Compartir:</span>
      <ShareButtons links={shareLinks(page)} />
    </nav>
  );
}
