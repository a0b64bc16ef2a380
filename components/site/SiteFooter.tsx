/** The public footer: site name and description, legal and contact links, and the copyright line. */
import { CONTACT_EMAIL } from "@/lib/site/contact_info.ts";

/** Links shown in the footer. */
export const FOOTER_LINKS: { href: string; label: string }[] = [
  { href: "/sobre-nosotros", label: "Sobre nosotros" },
  { href: "/categorias", label: "Categorías" },
  { href: "/politicas-de-privacidad", label: "Política de Privacidad" },
  { href: "/terminos-y-condiciones", label: "Términos y Condiciones" },
  { href: "/contacto", label: "Contacto" },
];

/** Renders the footer for `siteName`; the year comes from `year` (the current UTC year by default). */
export function SiteFooter(
  { siteName, description, year = new Date().getUTCFullYear() }: {
    siteName: string;
    description: string;
    year?: number;
  },
) {
  return (
    <footer class="site-footer">
      <div class="site-footer__inner">
        <div class="site-footer__brand">
          <p class="site-footer__name">{siteName}</p>
          <p class="site-footer__tagline">{description}</p>
        </div>
        <nav class="site-footer__nav" aria-label="Enlaces del pie de página">
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <a href="/rss.xml">RSS</a>
            </li>
          </ul>
        </nav>
        <p class="site-footer__contact">
          ¿Preguntas? Escríbenos a <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
      </div>
      <p class="site-footer__copyright">
        © {year} {siteName}. Todos los derechos reservados.
      </p>
    </footer>
  );
}
