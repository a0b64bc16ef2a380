/**
 * Share links drawn as icon buttons with their visible name (Facebook, X, WhatsApp, Pinterest, e-mail), and the icons
 * of the share-sheet and copy buttons. Plain links: no script, no third-party code. Pinterest gets the featured image
 * (there is no tall version of it).
 */
import { type SharedPage, shareLinks } from "@/lib/site/share_links.ts";

/** Stroke paths of the 24×24 icons, by name. */
const ICONS = {
  Facebook: "M15 3h-3a4 4 0 0 0-4 4v3H5v4h3v7h4v-7h3l1-4h-4V7h3z",
  X: "M4 4l16 16M20 4L4 20",
  WhatsApp: "M21 12a9 9 0 0 1-13.5 7.8L3 21l1.2-4.5A9 9 0 1 1 21 12z",
  Pinterest: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM10 21l2.5-10",
  Correo: "M3 6h18v12H3zM3 6l9 7 9-7",
  share: "M12 3v12M7 8l5-5 5 5M5 14v6h14v-6",
  copy: "M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1",
};

/** A decorative share icon (the button's visible text names it). */
export function ShareIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

/** The page's share links as icon buttons. */
export function ShareButtons(page: SharedPage) {
  return shareLinks(page).map((link) => (
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
