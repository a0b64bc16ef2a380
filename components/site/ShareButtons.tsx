/**
 * Share links drawn as icon buttons with their visible name (Facebook, X, WhatsApp, Pinterest, e-mail), and the icons
 * of the share-sheet and copy buttons (CSS masks: no script carries them). Plain links, no third-party code.
 * Pinterest gets the featured image's tall version once made (the largest square until then).
 */
import type { ShareLink } from "@/lib/site/share_links.ts";

/** Names of the share icons (drawn by `.share-icon--{name}` in recipe.css). */
type IconName = "Facebook" | "X" | "WhatsApp" | "Pinterest" | "Correo" | "share" | "copy";

/** A decorative share icon (the button's visible text names it). */
export function ShareIcon({ name }: { name: IconName }) {
  return <span aria-hidden="true" class={`share-icon share-icon--${name.toLowerCase()}`} />;
}

/** Share links (built on the server by `shareLinks`) as icon buttons. */
export function ShareButtons({ links }: { links: ShareLink[] }) {
  return links.map((link) => (
    <a
      href={link.href}
      key={link.label}
      class="share-button"
      target={link.label === "Correo" ? undefined : "_blank"}
      rel="noopener noreferrer"
    >
      <ShareIcon name={link.label} />
      {link.label === "Correo" ? "Correo electrónico" : link.label}
    </a>
  ));
}
