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
export function ShareLinks(props: ShareLinksProps) {
  return (
    <nav class="share-links" aria-label="Compartir">
      <span class="share-links__title">Compartir:</span>
      <ShareAnchors {...props} />
    </nav>
  );
}

/** The share links alone (e-mail in the same tab, the networks in a new one), for a container of the caller's. */
export function ShareAnchors({ title, url, image }: ShareLinksProps) {
  return (
    <>
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
    </>
  );
}
