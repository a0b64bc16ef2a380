/** The contact page's frequently asked questions and their FAQPage structured data. */
import type { JsonLd } from "../seo/json_ld.ts";

/** One question with its answer. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** The four questions of the contact page. */
export const CONTACT_FAQ: FaqItem[] = [
  {
    question: "¿Puedo enviar mis propias recetas?",
    answer:
      "¡Claro que sí! Nos encanta recibir recetas de nuestros lectores. Contáctanos con el formulario, cuéntanos tu receta y consideraremos publicarla en el sitio.",
  },
  {
    question: "¿Responden a todos los mensajes?",
    answer:
      "Sí, respondemos todos los mensajes en un plazo de 24-48 horas. Si no ves nuestra respuesta, revisa tu carpeta de correo no deseado (spam).",
  },
  {
    question: "¿Ofrecen clases de cocina?",
    answer:
      "Por ahora no ofrecemos clases de cocina, pero estamos preparando contenido educativo para que aprendas las técnicas de la cocina cubana paso a paso.",
  },
  {
    question: "¿Puedo usar las recetas con fines comerciales?",
    answer:
      "Nuestras recetas son solo para uso personal. Si quieres usarlas con fines comerciales, contáctanos para hablar de las condiciones.",
  },
];

/** A FAQPage node for `items`. */
export function faqPageJsonLd(items: FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
