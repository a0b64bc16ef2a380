/** "Compartir" at the end of an article: Facebook, X, WhatsApp, Pinterest and e-mail links, no script at all. */
import { shareLinks } from "@/lib/site/share_links.ts";

/** Props of {@link ShareLinks}. */
export interface ShareLinksProps {
  title: string;
  /** Absolute URL of the page. */
  url: string;
  image: string;
}

/** Renders the share links. */
export function ShareLinks({ title, url, image }: ShareLinksProps) {
  return (
    <nav class="share-links" aria-label="Compartir">
      <span class="share-links__title">Compartir:</span>
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
    </nav>
  );
}
