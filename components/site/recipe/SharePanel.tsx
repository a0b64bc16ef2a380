/**
 * The recipe card's share row: Facebook, X, WhatsApp, Pinterest and e-mail links (server-rendered addresses, no
 * third-party script) and a copy-link button, which on phones with the Web Share API opens the phone's share sheet.
 */
import { shareLinks } from "@/lib/site/share_links.ts";

/** Props of {@link SharePanel}. */
export interface SharePanelProps {
  title: string;
  /** Absolute URL of the recipe. */
  url: string;
  image: string;
  /** Shows a status line under the actions. */
  onStatus: (text: string) => void;
  /** Opens the device's own share sheet (phones with the Web Share API): the copy button becomes "Compartir". */
  onNativeShare?: () => void;
}

/** Shown after the link was copied. */
export const LINK_COPIED = "Enlace copiado";

export function SharePanel({ title, url, image, onStatus, onNativeShare }: SharePanelProps) {
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
      {shareLinks({ title, url, image }).map((link) => (
        <a
          key={link.label}
          href={link.href}
          target={link.label === "Correo" ? undefined : "_blank"}
          rel="noopener noreferrer"
        >
          {link.label === "Correo" ? "Correo electrónico" : link.label}
        </a>
      ))}
      {onNativeShare
        ? <button type="button" class="button button--secondary" onClick={onNativeShare}>Compartir…</button>
        : <button type="button" class="button button--secondary" onClick={copyLink}>Copiar enlace</button>}
    </div>
  );
}
