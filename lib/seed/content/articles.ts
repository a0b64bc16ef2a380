/**
 * Demo articles: four long-form pieces on the history and the basics of Cuban cooking, and the "Sobre nosotros" page
 * the footer links to (an article, so the admin edits it like any other).
 */
import type { DemoArticle } from "../types.ts";

/** Slug of the demo's "Sobre nosotros" article, linked in the footer. */
export const ABOUT_SLUG = "sobre-nosotros";

/** Articles of the demo site (no recipe data), each linking to several demo recipes. */
export const demoArticles: DemoArticle[] = [
  {
    slug: "historia-de-la-cocina-cubana",
    title: "Historia de la cocina cubana: raíces y sabores",
    excerpt:
      "De los conucos taínos a la cocina de hoy: cómo España, África, Francia y China dejaron su huella en la olla cubana.",
    categories: ["historia-y-cultura"],
    tags: ["tradicional", "historia"],
    focus_keyword: "historia de la cocina cubana",
    meta_title: "Historia de la cocina cubana: raíces y sabores",
    meta_description:
      "Descubre la historia de la cocina cubana: herencia taína, española, africana, francesa y china, y cómo se mezclaron en la mesa criolla.",
    content:
      `<p>Preguntarle a un cubano por la comida de su tierra es abrir una conversación que no termina nunca. Cada plato trae consigo una abuela, un barrio y un recuerdo. Pero detrás de esas historias personales hay otra más larga: la de un pueblo que se formó mezclando gentes de muchos lugares y que fue dejando esa mezcla, poco a poco, dentro de la olla. Esa es, en pocas palabras, la historia de la cocina cubana.</p>
<h2>Las raíces taínas: lo que ya estaba en la isla</h2>
<p>Antes de la llegada de los españoles, los pueblos aborígenes de Cuba, sobre todo los taínos, cultivaban la tierra en montículos que llamaban <em>conucos</em>. De ellos salían muchos de los ingredientes que todavía hoy usamos a diario:</p>
<ul>
<li><strong>La yuca</strong>, con la que hacían el casabe, un pan plano y seco que aguantaba semanas sin echarse a perder.</li>
<li><strong>El boniato</strong> y otras raíces que se asaban directamente en las brasas.</li>
<li><strong>El maíz</strong>, que con los siglos daría tamales, harinas y tortas.</li>
<li><strong>El ají</strong>, que aportaba color y sabor a los guisos.</li>
</ul>
<p>También nos dejaron palabras y técnicas. La <em>barbacoa</em>, por ejemplo, era el entramado de palos sobre el que se asaba o se secaba la comida. Y muchos estudiosos ven en el <a href="/ajiaco-criollo">ajiaco criollo</a> un heredero de aquellas cazuelas donde se cocinaba todo junto, a fuego lento, con lo que daba la tierra.</p>
<h2>La llegada de España y el mestizaje en la cocina</h2>
<p>Con los colonizadores llegaron animales e ingredientes que cambiaron la isla para siempre. El cerdo se adaptó tan bien que hoy es casi un símbolo nacional: basta pensar en un <a href="/lechon-asado">lechón asado</a> en Nochebuena. También llegaron la res, el arroz, el ajo, la cebolla, el aceite de oliva, el trigo y los cítricos, entre ellos la naranja agria que más tarde sería el alma del mojo.</p>
<h3>Del potaje al sofrito</h3>
<p>De España vinieron además muchas maneras de cocinar: los potajes de legumbres, los guisos de carne, los dulces de huevo y leche que darían origen al flan y a la natilla. Y, sobre todo, el sofrito, esa base de cebolla, ajo y pimiento que en Cuba tomó un acento propio con el comino, el orégano y el ají cachucha.</p>
<h2>La huella africana</h2>
<p>Cientos de miles de africanos fueron traídos a la fuerza para trabajar en los ingenios de azúcar y en los cafetales. En medio de aquella injusticia conservaron lo que pudieron de su cultura, y la cocina fue uno de sus refugios. A ellos les debemos buena parte del gusto cubano por:</p>
<ul>
<li>el <strong>ñame</strong> y el <strong>quimbombó</strong>, que llegaron desde el otro lado del Atlántico;</li>
<li>los <strong>plátanos</strong> machacados, como en el fufú, y fritos de mil maneras;</li>
<li>las frituras y los guisos espesos, de cocción larga y mucho sabor.</li>
</ul>
<p>Platos tan nuestros como el <a href="/congri">congrí</a>, en el que el arroz y los frijoles se cocinan juntos en la misma olla, tienen raíces afrocaribeñas y muestran muy bien ese encuentro de culturas.</p>
<h2>Otras corrientes: Francia, China y el Caribe</h2>
<h3>Los cafetales franceses del oriente</h3>
<p>A finales del siglo XVIII, tras la revolución de Haití, muchas familias francesas y haitianas se instalaron en el oriente cubano. Levantaron cafetales en las montañas y trajeron recetas, dulces y costumbres que todavía se notan en Santiago de Cuba y en Guantánamo.</p>
<h3>La comunidad china</h3>
<p>A partir de mediados del siglo XIX llegaron a Cuba miles de trabajadores chinos. Con los años formaron en La Habana uno de los barrios chinos más grandes de América Latina, y gracias a ellos el arroz frito se convirtió en un plato popular en cualquier fonda de la isla.</p>
<h2>Cocinar con lo que hay</h2>
<p>El siglo XX trajo épocas de abundancia y épocas de escasez. Durante los años más duros, sobre todo en la década de los noventa, las familias cubanas aprendieron a inventar: a estirar un picadillo, a sustituir un ingrediente por otro, a sacar un postre de casi nada. Esa creatividad también forma parte de nuestra cocina, y explica por qué tantas recetas caseras tienen una versión distinta en cada casa.</p>
<h2>La mesa cubana de hoy</h2>
<p>Hoy la cocina cubana se prepara en La Habana, en Miami, en Madrid y en cualquier lugar donde viva un cubano. Cambian los mercados y a veces los ingredientes, pero la base sigue siendo la misma:</p>
<ul>
<li>arroz blanco y frijoles negros en el centro de la mesa;</li>
<li>una carne guisada o asada con su buen sofrito;</li>
<li>viandas como la yuca, el plátano o la malanga;</li>
<li>un dulce casero y, para terminar, un cafecito bien dulce.</li>
</ul>
<p>Si quieres conocer más a fondo esta historia, el artículo sobre la <a href="https://es.wikipedia.org/wiki/Gastronom%C3%ADa_de_Cuba">gastronomía de Cuba en Wikipedia</a> es un buen punto de partida. Y si prefieres aprenderla con las manos, empieza por la <a href="/ropa-vieja">ropa vieja</a>: pocos platos cuentan mejor de dónde venimos.</p>`,
    published_days_ago: 263,
    updated_hours_after_publish: 48,
  },
  {
    slug: "el-sofrito-cubano",
    title: "El sofrito cubano, el alma de la cocina criolla",
    excerpt:
      "Cebolla, ajo, ají y paciencia: qué es el sofrito cubano, qué lleva, cómo se prepara bien y en qué platos no puede faltar.",
    categories: ["historia-y-cultura", "platos-principales"],
    tags: ["tradicional", "sofrito"],
    focus_keyword: "sofrito cubano",
    meta_title: "Sofrito cubano: qué es y cómo prepararlo",
    meta_description:
      "Todo sobre el sofrito cubano: sus ingredientes, cómo prepararlo paso a paso, los errores más comunes y los platos criollos que empiezan con él.",
    content:
      `<p>Si entras en una cocina cubana a media mañana, lo primero que te recibe no es la vista sino el olor: cebolla, ajo y ají dorándose despacio en un poco de aceite. Ese es el <strong>sofrito</strong>, el punto de partida de casi todo lo que se cocina en la isla. Sin él, los frijoles saben a poco, el picadillo se queda sin gracia y el arroz con pollo pierde el alma.</p>
<h2>¿Qué es el sofrito cubano?</h2>
<p>El sofrito es una mezcla de vegetales aromáticos picados finos y cocinados a fuego bajo en grasa, hasta que se ablandan y sueltan todo su perfume. La idea llegó de España, donde también se sofríen cebolla y tomate como base de guisos y arroces, pero en Cuba tomó un acento propio gracias al ají cachucha, al comino y al orégano.</p>
<p>No es una receta fija. Cada familia tiene su proporción y sus pequeños secretos, y casi nadie mide: se echa «lo que pida la olla». Aun así, hay una base que se repite de punta a punta de la isla.</p>
<h2>Los ingredientes del sofrito</h2>
<h3>Los imprescindibles</h3>
<ul>
<li><strong>Cebolla</strong> blanca o amarilla, picada en cuadritos pequeños.</li>
<li><strong>Ajo</strong>, machacado en el mortero con una pizca de sal.</li>
<li><strong>Pimiento verde</strong>, que en Cuba muchos llaman simplemente ají, sin semillas ni nervios.</li>
<li><strong>Ají cachucha</strong>, pequeño, dulce y muy aromático; casi no pica.</li>
<li><strong>Aceite de oliva</strong> o, como se hacía antes, manteca de cerdo.</li>
</ul>
<h3>Los que le dan personalidad</h3>
<ul>
<li>Comino molido y orégano seco, siempre en cantidades pequeñas.</li>
<li>Una o dos hojas de laurel.</li>
<li>Puré o salsa de tomate, para guisos como la ropa vieja.</li>
<li>Un chorrito de vino seco de cocina al final.</li>
<li>Pimiento rojo asado, si se busca más color y dulzor.</li>
</ul>
<p>Para una receta de cuatro personas, una buena proporción de partida es una cebolla mediana (unos 150 g), medio pimiento verde (unos 80 g), cuatro dientes de ajo, dos ajíes cachucha y unos 45 ml de aceite. A partir de ahí, ajusta a tu gusto.</p>
<h2>Cómo hacer un buen sofrito paso a paso</h2>
<ol>
<li>Calienta el aceite a fuego medio-bajo en una sartén o en la misma olla del guiso.</li>
<li>Añade la cebolla y cocínala unos cinco minutos, hasta que esté transparente.</li>
<li>Incorpora el pimiento y el ají cachucha, y sigue removiendo otros cinco minutos.</li>
<li>Agrega el ajo machacado y las especias; bastan uno o dos minutos para que suelten su aroma.</li>
<li>Si la receta lo pide, añade el tomate y el vino, y deja que se reduzca hasta tener una pasta brillante.</li>
</ol>
<p>La palabra clave es <strong>paciencia</strong>. Un sofrito a fuego alto se quema por fuera y queda crudo por dentro; uno a fuego lento se vuelve dulce y profundo.</p>
<h2>Platos donde el sofrito manda</h2>
<p>Es difícil encontrar un plato criollo que no empiece así. Algunos ejemplos:</p>
<ul>
<li>Los <a href="/frijoles-negros">frijoles negros</a>, a los que se les añade el sofrito cuando ya están blandos.</li>
<li>El <a href="/picadillo-a-la-habanera">picadillo a la habanera</a>, donde la carne se cocina directamente sobre él.</li>
<li>La <a href="/ropa-vieja">ropa vieja</a>, con un sofrito generoso de tomate y pimiento.</li>
<li>El <a href="/arroz-con-pollo">arroz con pollo</a>, que toma color y sabor antes de que entre el grano.</li>
</ul>
<h2>Errores comunes y cómo evitarlos</h2>
<h3>Quemar el ajo</h3>
<p>El ajo se dora en segundos y, si se quema, amarga todo el plato. Por eso conviene añadirlo después de la cebolla, nunca al principio con el aceite muy caliente.</p>
<h3>Cortar de cualquier manera</h3>
<p>Si los trozos son de tamaños muy distintos, unos se deshacen y otros quedan crudos. Tómate un par de minutos más con el cuchillo: se nota en el resultado.</p>
<h3>Preparar de más y guardarlo bien</h3>
<p>Muchas abuelas hacían sofrito para varios días. Puedes guardarlo en un frasco limpio en el refrigerador hasta cuatro días, o congelarlo en porciones pequeñas, por ejemplo en una cubitera, durante un par de meses. Así, un martes cualquiera, tendrás medio almuerzo resuelto.</p>`,
    published_days_ago: 181,
  },
  {
    slug: "guia-del-mojo-criollo",
    title: "Guía del mojo criollo: cómo prepararlo y usarlo",
    excerpt:
      "Ajo, naranja agria y aceite caliente: la historia del mojo criollo, la receta de casa y las mejores formas de usarlo.",
    categories: ["historia-y-cultura", "cerdo"],
    tags: ["tradicional", "mojo criollo"],
    focus_keyword: "mojo criollo",
    meta_title: "Mojo criollo: cómo prepararlo y usarlo",
    meta_description:
      "Aprende a preparar mojo criollo con ajo y naranja agria, cómo sustituirla y cómo usarlo como adobo del cerdo o como salsa para yuca y tostones.",
    content:
      `<p>En Cuba, decir <strong>mojo</strong> es decir ajo, naranja agria y un buen chorro de grasa caliente. Es la salsa que convierte una yuca hervida en fiesta y un pernil de cerdo en el centro de la Nochebuena. En esta guía del mojo criollo te cuento de dónde viene, cómo lo preparo en casa y todas las maneras en que puedes usarlo.</p>
<h2>Un poco de historia</h2>
<p>La palabra mojo se asocia con las Islas Canarias, donde se preparan salsas con ese nombre a base de ajo, aceite y especias. Muchos canarios emigraron a Cuba durante la colonia, sobre todo al campo, y con ellos viajó la costumbre de «mojar» la comida en una salsa bien sazonada. En la isla, la receta se adaptó a lo que había: la naranja agria, que crecía en cualquier patio, ocupó el lugar del vinagre, y el comino y el orégano le dieron su carácter criollo.</p>
<p>Con el tiempo, el mojo se volvió inseparable del cerdo y de las viandas, y hoy es difícil imaginar un almuerzo de domingo sin él.</p>
<h2>Los ingredientes</h2>
<p>Para unos 300 ml de mojo, suficiente para cuatro personas:</p>
<ul>
<li><strong>1 cabeza de ajo</strong> grande (de 10 a 12 dientes), pelada.</li>
<li><strong>180 ml de jugo de naranja agria</strong>, recién exprimida.</li>
<li><strong>120 ml de aceite</strong> de oliva o vegetal.</li>
<li>1 cebolla blanca mediana, en ruedas finas.</li>
<li>1 cucharadita de sal.</li>
<li>½ cucharadita de comino molido.</li>
<li>1 cucharadita de orégano seco.</li>
</ul>
<h3>¿Y si no encuentro naranja agria?</h3>
<p>Fuera de Cuba no siempre es fácil conseguirla. Un sustituto que funciona bien es mezclar <strong>dos partes de jugo de naranja dulce con una parte de jugo de lima</strong> o de limón. En muchas tiendas latinas también se vende jugo de naranja agria embotellado; sirve para salir del paso, aunque el fresco siempre sabe mejor.</p>
<h2>Cómo preparar el mojo paso a paso</h2>
<ol>
<li>Machaca los ajos en el mortero con la sal hasta obtener una pasta. La sal ayuda a romperlos.</li>
<li>Pasa la pasta a un bol resistente al calor, añade el comino, el orégano y el jugo de naranja agria, y mezcla bien.</li>
<li>Calienta el aceite en una sartén pequeña a fuego medio y sofríe la cebolla un par de minutos, solo para que pierda el punto crudo.</li>
<li>Vierte con cuidado el aceite caliente con la cebolla sobre la mezcla de ajo. Chisporroteará: ese es el momento en que el mojo «despierta».</li>
<li>Remueve, prueba y rectifica de sal. Déjalo reposar unos minutos antes de servir.</li>
</ol>
<p>Hay quien prefiere el mojo crudo, sin calentar el aceite, sobre todo cuando se usa para adobar. Las dos versiones son correctas: el mojo caliente es más suave y el crudo, más intenso.</p>
<h2>Cómo usar el mojo</h2>
<h3>Como adobo</h3>
<p>El uso más tradicional es marinar la carne de cerdo. Para un <a href="/lechon-asado">lechón asado</a> o una pierna al horno, se pincha la carne con un cuchillo, se rellenan los cortes con ajo y se deja en mojo toda la noche en el refrigerador. También le va de maravilla al pollo. Para las <a href="/masas-de-cerdo-fritas">masas de cerdo fritas</a> bastan un par de horas de adobo antes de cocinarlas.</p>
<h3>Como salsa</h3>
<p>Caliente y recién hecho, el mojo se echa por encima de las viandas en el último momento. Algunas combinaciones que nunca fallan:</p>
<ul>
<li>La <a href="/yuca-con-mojo">yuca con mojo</a>, quizás el acompañamiento más querido de la mesa cubana.</li>
<li>Los <a href="/tostones">tostones</a>, para mojarlos uno a uno.</li>
<li>El plátano hervido o la malanga.</li>
<li>El arroz blanco con las sobras del asado del día anterior.</li>
</ul>
<h2>Consejos para que quede perfecto</h2>
<ul>
<li>No escatimes en ajo: el mojo tiene que oler a ajo desde la puerta.</li>
<li>Usa siempre jugo recién exprimido; el de varios días pierde frescura.</li>
<li>Si lo vas a usar como adobo, reserva aparte una porción limpia para servir: nunca reutilices el mojo que ha estado en contacto con carne cruda.</li>
<li>Guárdalo en un frasco bien cerrado en el refrigerador y consúmelo en un máximo de tres o cuatro días.</li>
</ul>
<p>Con un frasco de mojo en la nevera, cualquier vianda hervida se convierte en un plato con sabor a casa.</p>`,
    published_days_ago: 119,
    updated_hours_after_publish: 0.5,
  },
  {
    slug: "el-cafe-cubano",
    title: "El café cubano: ritual, espumita y tradición",
    excerpt:
      "Historia, ritual y técnica del café cubano: cómo se bate la espumita y qué son el cafecito, la colada y el cortadito.",
    categories: ["historia-y-cultura", "bebidas-y-cocteles"],
    tags: ["tradicional", "historia"],
    focus_keyword: "café cubano",
    meta_title: "Café cubano: ritual, espumita y tradición",
    meta_description:
      "Todo sobre el café cubano: su historia, cómo batir la espumita en casa con la cafetera italiana y las diferencias entre cafecito, colada y cortadito.",
    content:
      `<p>En Cuba el día no empieza hasta que huele a café. Da igual si es en un apartamento de Centro Habana, en una finca de la Sierra Maestra o en una cocina de Hialeah: alguien pone la cafetera al fuego, otro bate el azúcar y en pocos minutos hay tacitas para todos. El <strong>café cubano</strong> es mucho más que una bebida; es una manera de recibir a la gente, de conversar y de hacer una pausa.</p>
<h2>Un poco de historia</h2>
<p>El cafeto llegó a Cuba a mediados del siglo XVIII, pero su gran momento vino después de la revolución de Haití. A finales de aquel siglo, muchos colonos franceses se refugiaron en el oriente de la isla y levantaron cafetales en las lomas de Santiago de Cuba y Guantánamo. Las ruinas de aquellas haciendas todavía pueden visitarse y hoy forman parte del patrimonio mundial.</p>
<p>Con el tiempo, el café dejó de ser un lujo y se volvió costumbre diaria en todas las casas. Durante generaciones se coló en un colador de tela, y más tarde llegó la cafetera italiana de aluminio, que sigue siendo la reina de la cocina cubana. En muchas casas hay más de una, de distintos tamaños, para cuando llegan visitas.</p>
<h2>El ritual de la espumita</h2>
<p>Lo que distingue al café cubano es la <strong>espumita</strong>, esa capa clara y cremosa que flota encima. No sale sola: se consigue batiendo el azúcar con las primeras gotas de café.</p>
<h3>Lo que necesitas</h3>
<ul>
<li>Una cafetera italiana de 3 o 6 tazas.</li>
<li>Café molido fino, de tueste oscuro.</li>
<li>Azúcar blanca: unas 2 cucharaditas (8 g) por cada tacita.</li>
<li>Una jarrita o una taza de boca ancha y una cucharita.</li>
</ul>
<h3>Paso a paso</h3>
<ol>
<li>Llena el depósito inferior con agua hasta la válvula y el filtro con café, sin apretarlo.</li>
<li>Pon la cafetera a fuego medio y coloca el azúcar en la jarrita.</li>
<li>En cuanto salgan las primeras gotas, que son las más concentradas, viértelas sobre el azúcar. Basta con una cucharada.</li>
<li>Bate con energía durante uno o dos minutos, hasta obtener una pasta clara y espesa.</li>
<li>Cuando termine de subir el café, viértelo poco a poco sobre la pasta y remueve con suavidad. La espuma subirá sola a la superficie.</li>
</ol>
<h2>Las formas de tomarlo</h2>
<p>En cualquier cafetería cubana vas a escuchar estos nombres:</p>
<ul>
<li><strong>Cafecito</strong>: el café solo, corto y dulce, servido en tacita.</li>
<li><strong>Colada</strong>: una ración grande en un vaso, con varias tacitas pequeñas para repartir entre amigos o compañeros de trabajo.</li>
<li><strong>Cortadito</strong>: café con un poco de leche caliente o evaporada.</li>
<li><strong>Café con leche</strong>: la versión del desayuno, en taza grande, con mucha leche caliente y una tostada de pan con mantequilla para mojar.</li>
</ul>
<h3>Con qué acompañarlo</h3>
<p>El cafecito cierra cualquier almuerzo que se respete, y sabe todavía mejor junto a un dulce casero. Prueba a servirlo con un trozo de <a href="/flan-de-leche">flan de leche</a> o con unos <a href="/bunuelos-de-yuca">buñuelos de yuca</a> bañados en almíbar. Y a media tarde, un cortadito acompaña muy bien a un <a href="/sandwich-cubano">sándwich cubano</a> recién planchado.</p>
<h2>Consejos para un café como el de casa</h2>
<ul>
<li>No apisones el café en el filtro: el agua debe pasar sin forzar la cafetera.</li>
<li>Usa fuego medio; si hierve con demasiada fuerza, el café se quema y amarga.</li>
<li>Retira la cafetera del fuego en cuanto empiece a borbotear, sin dejar que se seque.</li>
<li>Lava la cafetera solo con agua caliente, sin jabón, para que conserve el sabor.</li>
<li>Guarda el café molido en un frasco hermético, lejos de la luz y del calor.</li>
</ul>
<p>Y lo más importante: el café cubano se comparte. Si preparas uno, prepara para todos los que estén en casa, y si alguien llega de visita, la primera pregunta siempre será la misma: «¿Te cuelo un cafecito?».</p>`,
    published_days_ago: 57,
  },
  {
    slug: ABOUT_SLUG,
    title: "Sobre nosotros",
    excerpt:
      "Quiénes estamos detrás de Recetas Cubanas, de dónde vienen nuestras recetas y cómo las probamos antes de publicarlas.",
    categories: ["historia-y-cultura"],
    tags: ["tradicional", "historia"],
    focus_keyword: "recetas cubanas",
    meta_title: "Sobre nosotros: quiénes hacen Recetas Cubanas",
    meta_description:
      "Conoce a quienes escriben Recetas Cubanas: recetas de casa, probadas en nuestra cocina, con la historia y los trucos de cada plato cubano.",
    content:
      `<p>Recetas Cubanas nació en una cocina pequeña, entre una cafetera italiana y una olla de presión que ya tenía sus años. Queríamos guardar las recetas de la familia antes de que se perdieran, y compartirlas con quien las extrañe o las quiera probar por primera vez.</p>
<h2>De dónde vienen nuestras recetas</h2>
<p>Casi todas llegaron de palabra: de abuelas, tías y vecinos de La Habana, Camagüey y Santiago de Cuba. Las escribimos con medidas exactas, las cocinamos varias veces y solo entonces las publicamos, con sus tiempos, sus raciones y los trucos que hacen la diferencia.</p>
<h2>Cómo trabajamos</h2>
<ul>
<li>Probamos cada receta en casa antes de publicarla.</li>
<li>Usamos ingredientes que se encuentran fuera de Cuba, y decimos cómo sustituir los que no.</li>
<li>Leemos todas las reseñas y comentarios, y corregimos lo que haga falta.</li>
</ul>
<h2>Escríbenos</h2>
<p>Si tienes una receta de familia que quieras compartir o una duda sobre algún plato, escríbenos desde la página de contacto, enlazada al pie de cada página. Y si no sabes por dónde empezar, prueba la <a href="/ropa-vieja">ropa vieja</a>: es la receta que más nos pedís.</p>`,
    published_days_ago: 300,
  },
];
