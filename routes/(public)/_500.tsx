/**
 * The error page: a friendly message instead of a stack trace (a full disk's 507 and a busy store's 503 say so), with
 * ways back home.
 */
import { SeoHead } from "@/components/site/SeoHead.tsx";
import type { PageProps } from "@/lib/fresh/types.ts";
import { pageTitle } from "@/lib/seo/meta.ts";
import { siteContextFrom } from "@/lib/site/context.ts";

export default function ErrorPage({ url, state }: PageProps) {
  const { settings } = siteContextFrom(state);
  const status = typeof state.status === "number" ? state.status : 500;
  const serverError = status >= 500;
  const diskFull = status === 507;
  const busy = status === 503;
  const title = diskFull
    ? "No queda espacio en el servidor"
    : busy
    ? "El sitio está muy ocupado"
    : serverError
    ? "Algo salió mal"
    : "No pudimos completar tu solicitud";
  return (
    <>
      <SeoHead
        title={pageTitle(title, settings.site_description)}
        description="Ocurrió un problema al mostrar esta página."
        canonical={new URL(url.pathname, url.origin).href}
        siteName={settings.site_name}
        noindex
      />
      <section class="container section error-page">
        <p class="error-page__code" aria-hidden="true">{status}</p>
        <h1>{title}</h1>
        <p>
          {diskFull
            ? "No queda espacio en el disco del servidor (no space left): no pudimos guardar nada. Inténtalo más tarde."
            : busy
            ? "Hay muchas visitas en este momento. Vuelve a intentarlo en unos segundos."
            : serverError
            ? "Tuvimos un problema en la cocina y no pudimos servir esta página. Inténtalo de nuevo en unos minutos."
            : "La solicitud no se pudo completar. Revisa la dirección o vuelve a intentarlo."}
        </p>
        <p class="error-page__actions">
          <a class="button" href="/">Volver al inicio</a>
          <a class="button button--secondary" href="/contacto">Contáctanos</a>
        </p>
      </section>
    </>
  );
}
