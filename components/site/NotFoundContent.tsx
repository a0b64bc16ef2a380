/** The not-found page body: 'Página No Encontrada', links home and to search, a search box and a contact link. */
import SearchBox from "@/islands/SearchBox.tsx";

/** Title of the not-found page. */
export const NOT_FOUND_TITLE = "Página No Encontrada";

/** Renders the not-found message. */
export function NotFoundContent() {
  return (
    <section class="container section error-page">
      <p class="error-page__code" aria-hidden="true">404</p>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>Lo sentimos, la página que buscas no existe o fue movida. Quizás encuentres lo que buscabas desde aquí:</p>
      <p class="error-page__actions">
        <a class="button" href="/">Volver al inicio</a>
        <a class="button button--secondary" href="/search">Buscar recetas</a>
      </p>
      <div class="error-page__search">
        <SearchBox variant="page" />
      </div>
      <p>
        ¿Crees que es un error? <a href="/contacto">Contáctanos</a> y lo revisaremos.
      </p>
    </section>
  );
}
