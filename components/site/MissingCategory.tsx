/** The category 404: the address looks like a category page but no such category exists. */

/** Renders the missing-category message with links home and to all categories. */
export function MissingCategory({ slug }: { slug: string }) {
  return (
    <section class="container section error-page">
      <p class="error-page__emoji" aria-hidden="true">🍽️</p>
      <h1>Categoría no encontrada</h1>
      <p>
        No encontramos la categoría{" "}
        <strong>{slug}</strong>. Puede que haya cambiado de nombre o que ya no esté disponible.
      </p>
      <p class="error-page__actions">
        <a class="button" href="/">Volver al inicio</a>
        <a class="button button--secondary" href="/categorias">Ver todas las categorías</a>
      </p>
    </section>
  );
}
