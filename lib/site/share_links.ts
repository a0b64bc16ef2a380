/**
 * Links that share a page on social networks and by e-mail: plain addresses built on the server, no third-party
 * script. Each value goes through `encodeURIComponent` (spaces as %20, which mail programs read as spaces).
 * Dependency-free (the recipe card's island renders them too).
 */

/** One share link. */
export interface ShareLink {
  /** Visible name of the network. */
  label: "Facebook" | "X" | "WhatsApp" | "Pinterest" | "Correo";
  href: string;
}

/** What a page shares: its title, absolute URL and (for Pinterest) its image, absolute or site path. */
export interface SharedPage {
  title: string;
  url: string;
  image?: string;
}

const q = encodeURIComponent;

/** The share links of `page`: Facebook, X, WhatsApp, Pinterest (with the image when there is one) and e-mail. */
export function shareLinks({ title, url, image }: SharedPage): ShareLink[] {
  const links: ShareLink[] = [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}` },
    { label: "X", href: `https://x.com/intent/post?text=${q(title)}&url=${q(url)}` },
    { label: "WhatsApp", href: `https://wa.me/?text=${q(`${title} ${url}`)}` },
  ];
  const media = image ? `&media=${q(new URL(image, url).href)}` : "";
  links.push({
    label: "Pinterest",
    href: `https://www.pinterest.com/pin/create/button/?url=${q(url)}${media}&description=${q(title)}`,
  });
  links.push({ label: "Correo", href: `mailto:?subject=${q(title)}&body=${q(`${title}\n\n${url}`)}` });
  return links;
}
