/** The contact form's subjects, shared by the form's schema and the admin inbox (no zod in browser bundles). */
/** Subject values of the contact form with their Spanish labels, in display order. */
export const CONTACT_SUBJECTS = {
  "pregunta-receta": "Pregunta sobre una receta",
  "sugerencia": "Sugerencia de receta",
  "colaboracion": "Colaboración",
  "problema-tecnico": "Problema técnico",
  "otro": "Otro",
} as const;
/** A contact subject value. */
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;
