/** Spanish posts written for the analysis tests: one that passes every check. */
import type { SeoInput } from "@/lib/seo/analysis/context.ts";

/** Body of a post about 'pollo asado' that passes every check. */
export const GOOD_CONTENT = [
  "<p>El pollo asado es un plato muy querido en Cuba. Además, es fácil de preparar en casa. Hoy te cuento cómo lo hace mi familia.</p>",
  '<img src="/media/pollo.webp" alt="Pollo asado con mojo criollo">',
  "<h2>Los ingredientes del pollo asado</h2>",
  "<p>Primero necesitas un pollo entero de buen tamaño. También hacen falta ajo, naranja agria, comino y orégano. Luego prepara sal, pimienta y un poco de aceite. Con eso tienes la base del mojo criollo.</p>",
  "<p>La naranja agria da el sabor típico. Sin embargo, puedes usar lima y naranja dulce si no la encuentras. El ajo debe ser fresco. Por eso conviene machacarlo en un mortero.</p>",
  "<h2>Cómo marinar la carne</h2>",
  "<p>Primero limpia bien la carne y sécala con papel. Después mezcla el ajo con el jugo, el comino y la sal. Luego cubre toda la pieza con esa mezcla. Deja reposar la carne en la nevera toda la noche.</p>",
  "<p>Mientras tanto, la marinada penetra en la carne. Por lo tanto, el sabor llega hasta el hueso. Si tienes poco tiempo, deja reposar al menos dos horas. Aun así, el resultado es bueno.</p>",
  '<p>Puedes leer más sobre <a href="/categoria/carnes">otras carnes cubanas</a> en nuestra sección. También hay datos sobre la naranja agria en <a href="https://es.wikipedia.org/wiki/Citrus_aurantium">la enciclopedia</a>.</p>',
  "<h2>El horno y los tiempos</h2>",
  "<p>Calienta el horno a doscientos grados. Luego coloca la pieza en una bandeja honda. Además, añade un poco de agua al fondo. Así el pollo asado no se seca. Asa todo durante una hora y media.</p>",
  "<p>A mitad del tiempo, baña la carne con sus jugos. Después sube el fuego unos minutos. De esta manera la piel queda dorada y crujiente. Finalmente, deja reposar diez minutos antes de cortar.</p>",
  "<h2>Cómo servir</h2>",
  "<p>En Cuba lo servimos con arroz blanco y frijoles negros. También quedan bien unos tostones o yuca con mojo criollo. Por supuesto, una ensalada de tomate y aguacate completa la mesa.</p>",
  "<p>Las sobras sirven para hacer sándwiches al día siguiente. Sin duda, a los niños les encantan. Guarda la carne en un recipiente cerrado en la nevera. Dura tres días sin problema.</p>",
  "<p>En resumen, el pollo asado a la cubana necesita paciencia y buenos ingredientes. Sin embargo, el trabajo es poco. Prueba la receta este domingo y cuéntanos cómo te fue. Tu familia lo va a agradecer.</p>",
  "<p>Por último, un consejo de mi abuela. Ella ponía unas ramas de orégano fresco dentro del ave. Además, usaba cebolla en rodajas debajo de la carne. Ese detalle da un aroma especial a toda la casa. Pruébalo y verás la diferencia en cada bocado.</p>",
].join("\n");

/** A complete post that passes every check. */
export const GOOD_POST: SeoInput = {
  title: "Pollo asado a la cubana con mojo",
  metaTitle: "Pollo asado a la cubana: receta fácil con mojo",
  metaDescription:
    "Aprende a preparar pollo asado a la cubana con mojo criollo, naranja agria y ajo. Una receta fácil para toda la familia.",
  content: GOOD_CONTENT,
  slug: "pollo-asado-a-la-cubana",
  focusKeyword: "Pollo Asado",
  secondaryFocusKeyword: "mojo criollo",
  excerpt: "La receta de pollo asado de mi familia.",
};
