/** Query parameters of the reviews under a post: the page of approved reviews and the outcome of a form post. */

/** Page of approved reviews (`?resenas=2`); the first page has none. */
export const REVIEW_PAGE_PARAM = "resenas";
/** Outcome of a review form posted without script (`?resena=enviada`). */
export const REVIEW_OUTCOME_PARAM = "resena";
/** Outcomes a plain form post can land on, and the Spanish message of each per kind of post. */
export const REVIEW_OUTCOMES = ["enviada", "error", "rapido", "limite", "caducado", "sin-espacio", "ocupado"] as const;
/** An outcome of a plain form post. */
export type ReviewOutcome = typeof REVIEW_OUTCOMES[number];

/** Spanish message of the thanks after a review (recipes) or a comment (articles). */
export function reviewThanks(isRecipe: boolean): string {
  return isRecipe
    ? "¡Gracias! Tu reseña se publicará cuando la revisemos."
    : "¡Gracias! Tu comentario se publicará cuando lo revisemos.";
}

/** Spanish text of each outcome. */
export function outcomeMessage(outcome: ReviewOutcome, isRecipe: boolean): string {
  switch (outcome) {
    case "enviada":
      return reviewThanks(isRecipe);
    case "rapido":
      return "Has enviado el formulario demasiado rápido. Espera unos segundos e inténtalo de nuevo.";
    case "limite":
      return "Has enviado demasiadas opiniones seguidas. Inténtalo de nuevo más tarde.";
    case "sin-espacio":
      return "No hemos podido guardar tu opinión: no queda espacio en el servidor. Inténtalo de nuevo más tarde.";
    case "ocupado":
      return "No hemos podido guardar tu opinión: el sitio está muy ocupado ahora mismo. Inténtalo de nuevo en unos segundos.";
    case "caducado":
      return "El formulario había caducado. Ya tienes uno nuevo: envíalo otra vez.";
    default:
      return "No hemos podido guardar tu opinión. Revisa los campos e inténtalo de nuevo.";
  }
}

/** The outcome named in a query value, or null. */
export function parseOutcome(value: string | undefined): ReviewOutcome | null {
  return (REVIEW_OUTCOMES as readonly string[]).includes(value ?? "") ? value as ReviewOutcome : null;
}

/** The page number in a query value: null for anything but a whole number from 1. */
export function parseReviewPage(value: string | undefined): number | null {
  if (value === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
