/** `/contacto`: hero, intro, contact details, the message form and the frequently asked questions. */
import { Breadcrumbs } from "@/components/site/Breadcrumbs.tsx";
import { SeoHead } from "@/components/site/SeoHead.tsx";
import ContactForm, { CONTACT_SUCCESS, CONTACT_SUCCESS_DETAIL } from "@/islands/ContactForm.tsx";
import type { PageProps } from "@/lib/fresh/types.ts";
import { CONTACT_EMAIL, RESPONSE_TIME, SOCIAL_LINKS } from "@/lib/site/contact_info.ts";
import { siteContextFrom } from "@/lib/site/context.ts";
import { crumbsJsonLd } from "@/lib/site/crumbs.ts";
import { CONTACT_FAQ, faqPageJsonLd } from "@/lib/site/faq.ts";
import { useAssets } from "@/lib/fresh/assets.ts";
import { defaultShareImage } from "@/lib/site/share_image.ts";

const CRUMBS = [{ label: "Inicio", href: "/" }, { label: "Contacto" }];

export default function ContactPage({ url, state }: PageProps) {
  const assets = useAssets();
  const { settings } = siteContextFrom(state);
  return (
    <>
      <SeoHead
        title={`Contacto - ${settings.site_name} | ${settings.site_description}`}
        description={`¿Tienes una pregunta, una sugerencia o una receta cubana que compartir? Escríbenos: respondemos en ${RESPONSE_TIME}.`}
        canonical={new URL("/contacto", url.origin).href}
        siteName={settings.site_name}
        image={defaultShareImage(url.origin, settings, assets)}
        jsonLd={[crumbsJsonLd(url.origin, CRUMBS, "/contacto"), faqPageJsonLd(CONTACT_FAQ)]}
      />
      <header class="page-hero">
        <div class="container">
          <Breadcrumbs items={CRUMBS} light />
          <h1 class="page-hero__title">Contacto</h1>
          <p class="page-hero__text">
            Nos encanta saber de ti: preguntas, ideas, recetas de familia o simplemente un saludo.
          </p>
        </div>
      </header>
      <div class="container section contact-layout">
        <section class="contact-intro" aria-labelledby="contact-intro-title">
          <h2 id="contact-intro-title">¡Hablemos de cocina cubana!</h2>
          <p>
            ¿Preparaste una de nuestras recetas y quieres contarnos cómo te quedó? ¿Tienes dudas sobre un ingrediente o
            una técnica? ¿Conoces un plato tradicional que debería estar aquí? Escríbenos con el formulario y te
            responderemos lo antes posible.
          </p>
          <h2 id="contact-details-title">Datos de contacto</h2>
          <ul class="contact-details" aria-labelledby="contact-details-title">
            <li>
              <span class="contact-details__label">Correo electrónico</span>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
            <li>
              <span class="contact-details__label">Redes sociales</span>
              <span>
                Síguenos en <a href={SOCIAL_LINKS[0].url} rel="noopener noreferrer">{SOCIAL_LINKS[0].name}</a> y{" "}
                <a href={SOCIAL_LINKS[1].url} rel="noopener noreferrer">{SOCIAL_LINKS[1].name}</a>{" "}
                para ver recetas nuevas, trucos y novedades.
              </span>
            </li>
            <li>
              <span class="contact-details__label">Tiempo de respuesta</span>
              <span>Respondemos todos los mensajes en un plazo de {RESPONSE_TIME}.</span>
            </li>
          </ul>
        </section>
        <section class="contact-form-panel" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Envíanos un mensaje</h2>
          {url.searchParams.get("enviado") === "1" && (
            <div class="form-banner form-banner--success" role="status">
              <strong>{CONTACT_SUCCESS}</strong> {CONTACT_SUCCESS_DETAIL}
            </div>
          )}
          <ContactForm />
        </section>
      </div>
      <section class="container section faq" aria-labelledby="faq-title">
        <h2 id="faq-title">Preguntas frecuentes</h2>
        {CONTACT_FAQ.map((item) => (
          <details class="faq__item" key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </section>
    </>
  );
}
