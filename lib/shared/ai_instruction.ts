/**
 * Whether an assistant instruction modifies the article's existing structure
 * (spec §7): only then is the article content sent with the call. Words in
 * English and Spanish; asking to create an image or text does not count.
 * Dependency-free: the editor island and the server share it.
 */

const MODIFY_WORDS =
  /\b(link|links|enlace|enlaces|v[ií]nculo|conclusi[oó]n|conclusion|section|secci[oó]n|apartado|paragraph|p[aá]rrafo|modify|modifica|modificar|improve|mejora|mejorar|rewrite|reescribe|reescribir|edit|edita|editar|update|actualiza|actualizar|restructure|reestructura|reorganize|reorganiza|expand|ampl[ií]a|ampliar|shorten|acorta|acortar|summarize|resume|resumir|fix|corrige|corregir|heading|t[ií]tulo|subt[ií]tulo|intro|introducci[oó]n|introduction|existing|existente|article|art[ií]culo)\b/i;
const CREATE_ONLY =
  /^\s*(create|generate|make|write|crea|genera|haz|escribe|dibuja)\b.*\b(image|imagen|foto|photo|picture)\b/i;

/** True when the article content should be sent with `instruction`. */
export function needsArticleContent(instruction: string): boolean {
  if (CREATE_ONLY.test(instruction)) return false;
  return MODIFY_WORDS.test(instruction);
}
