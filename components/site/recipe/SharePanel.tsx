/**
 * The recipe card's share row: first the phone's share sheet where the Web Share API exists (a copy-link button
 * otherwise, placed last), then Facebook, X, WhatsApp, Pinterest and e-mail icon buttons (server-rendered addresses, no
 * third-party script).
 */
import { ShareButtons, ShareIcon } from "../ShareButtons.tsx";
import type { ShareLink } from "@/lib/site/share_links.ts";

/** Props of {@link SharePanel}. */
export interface SharePanelProps {
  /** Absolute URL of the recipe (copied by the copy-link button). */
  url: string;
  /** The share links, built on the server (their address code stays out of the island). */
  shares: ShareLink[];
  /** Shows a status line under the actions. */
  onStatus: (text: string) => void;
  /** Opens the device's own share sheet (phones with the Web Share API): the copy button becomes "Compartir". */
  onNativeShare?: () => void;
}

/** Shown after the link was copied. */
export const LINK_COPIED = "Enlace copiado";

export function SharePanel({ url, shares, onStatus, onNativeShare }: SharePanelProps) {
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      onStatus(LINK_COPIED);
    } catch {
      onStatus(`Copia este enlace: ${url}`);
    }
  }
  return (
    <div class="recipe-actions__share" role="group" aria-label="Compartir">
      {onNativeShare && (
        <button type="button" class="button button--secondary share-button" onClick={onNativeShare}>
          <ShareIcon name="share" />Compartir…
        </button>
      )}
      <ShareButtons links={shares} />
      {!onNativeShare && (
        <button type="button" class="button button--secondary share-button" onClick={copyLink}>
          <ShareIcon name="copy" />Copiar enlace
        </button>
      )}
    </div>
  );
}
