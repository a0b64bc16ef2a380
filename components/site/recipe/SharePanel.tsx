/** Sharing where the Web Share API is missing: WhatsApp and Pinterest links and a copy-link button. Loaded on demand. */

/** Props of {@link SharePanel}. */
export interface SharePanelProps {
  title: string;
  /** Absolute URL of the recipe. */
  url: string;
  image: string;
  /** Shows a status line under the actions. */
  onStatus: (text: string) => void;
}

/** Shown after the link was copied. */
export const LINK_COPIED = "Enlace copiado";

export function SharePanel({ title, url, image, onStatus }: SharePanelProps) {
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      onStatus(LINK_COPIED);
    } catch {
      onStatus(`Copia este enlace: ${url}`);
    }
  }
  const pin = new URL("https://www.pinterest.com/pin/create/button/");
  pin.searchParams.set("url", url);
  pin.searchParams.set("description", title);
  if (image) pin.searchParams.set("media", new URL(image, url).href);
  return (
    <div class="recipe-actions__share">
      <a
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        WhatsApp
      </a>
      <a href={pin.href} target="_blank" rel="noopener noreferrer">Pinterest</a>
      <button type="button" class="button button--secondary" onClick={copyLink}>Copiar enlace</button>
    </div>
  );
}
