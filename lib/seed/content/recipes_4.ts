/** Demo recipes, part 4 of 7: potaje-de-garbanzos, tostones, yuca-con-mojo, croquetas-de-jamon. */
import type { DemoRecipe } from "../types.ts";

/** Demo recipes potaje-de-garbanzos, tostones, yuca-con-mojo, croquetas-de-jamon. */
export const recipes4: DemoRecipe[] = [
  {
    slug: "potaje-de-garbanzos",
    title: "Potaje de garbanzos",
    excerpt:
      "Potaje de garbanzos a la cubana, espeso y sabroso, con chorizo, calabaza y papa. El plato de cuchara de los domingos, paso a paso.",
    categories: ["sopas-y-potajes"],
    tags: ["tradicional", "cocina lenta"],
    focus_keyword: "potaje de garbanzos",
    meta_title: "Potaje de garbanzos cubano: receta casera",
    meta_description:
      "Receta de potaje de garbanzos cubano con chorizo, jamón, papa y calabaza. Te explico el remojo, el sofrito y el punto para que quede espeso y sabroso.",
    content:
      `<p>En mi casa el <strong>potaje de garbanzos</strong> era cosa de domingo fresco, si es que en Cuba se le puede llamar fresco a algo. Mi abuela ponía los garbanzos en remojo el sábado por la noche y al mediodía siguiente la cocina entera olía a chorizo, comino y calabaza. Es un plato de cuchara espeso, de los que se comen con arroz blanco al lado y un pedazo de pan para no dejar nada en el plato.</p>
<h2>Un poco de historia</h2>
<p>Los garbanzos llegaron a la isla con los españoles, y el potaje cubano es pariente cercano del cocido y de los potajes de Castilla y de Canarias. Aquí se le fue añadiendo lo que daba la tierra: <strong>calabaza</strong> para espesar, papa, ají y ese sofrito que es la base de casi todo lo que cocinamos. El chorizo y el tocino se quedaron, porque un potaje sin grasa de cerdo no sabe a potaje. Si te interesa cómo se fue formando esa mezcla, lo cuento con más calma en <a href="/historia-de-la-cocina-cubana">la historia de la cocina cubana</a>.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>El remojo, sin atajos</h3>
<p>Deja los garbanzos en agua fría al menos <strong>12 horas</strong>. Un garbanzo bien hidratado se cocina parejo y no se queda duro por dentro. Si usas olla de presión, con 25 minutos suele bastar para ablandarlos.</p>
<ul>
<li>No eches sal al principio: añádela cuando los garbanzos ya estén casi tiernos.</li>
<li>Fríe el chorizo primero para que suelte su grasa roja y cocina el sofrito en ella.</li>
<li>Aplasta unos trozos de calabaza contra la pared de la olla: es el espesante natural del potaje.</li>
<li>Si queda muy espeso, añade agua caliente, nunca fría.</li>
</ul>
<p>Para el sofrito sigo siempre la misma regla: cebolla y ají a fuego bajo hasta que estén blandos, y el ajo al final para que no se queme. Lo explico paso a paso en <a href="/el-sofrito-cubano">el sofrito cubano</a>.</p>
<h2>Cómo servirlo</h2>
<p>Sírvelo bien caliente en plato hondo, con <strong>arroz blanco</strong> aparte para que cada quien lo mezcle a su gusto. Unos <a href="/tostones">tostones</a> al lado nunca sobran. Como todos los potajes, está todavía mejor al día siguiente, cuando los sabores se han asentado; se conserva tres días en la nevera y se congela sin problema.</p>`,
    published_days_ago: 213,
    updated_hours_after_publish: 30,
    prep_time: "PT20M",
    cook_time: "PT1H30M",
    total_time: "PT1H50M",
    recipe_yield: "6 porciones",
    recipe_category: "Plato Principal",
    recipe_cuisine: "Cubana",
    ingredients: [
      "500 g de garbanzos secos, remojados la noche anterior",
      "2 litros de agua",
      "150 g de chorizo español en rodajas",
      "150 g de jamón de cocinar en dados",
      "100 g de tocino en dados",
      "300 g de papas peladas y troceadas",
      "300 g de calabaza pelada y troceada",
      "1 cebolla mediana (150 g) picada",
      "1 ají cubanela (100 g) picado",
      "4 dientes de ajo machacados",
      "120 g de salsa de tomate",
      "2 g de comino molido",
      "1 hoja de laurel",
      "30 ml de aceite de oliva",
    ],
    instructions: [
      {
        name: "Escurrir los garbanzos",
        text: "Escurre los garbanzos del agua del remojo y enjuágalos bajo el grifo.",
      },
      {
        name: "Cocinar los garbanzos",
        text:
          "Ponlos en una olla grande con los 2 litros de agua y la hoja de laurel. Cocina a fuego medio, tapado, entre 50 y 60 minutos, hasta que estén casi tiernos. Retira la espuma que suba al principio.",
      },
      {
        name: "Dorar las carnes",
        text:
          "En una sartén con el aceite, dora el tocino, el chorizo y el jamón durante 5 minutos, hasta que suelten la grasa.",
      },
      {
        name: "Hacer el sofrito",
        text:
          "Añade la cebolla y el ají a la sartén y sofríe 8 minutos a fuego bajo. Incorpora el ajo y el comino, cocina 1 minuto y agrega la salsa de tomate. Deja reducir 3 minutos más.",
      },
      {
        name: "Unir y añadir las viandas",
        text:
          "Vierte el sofrito con las carnes en la olla de los garbanzos, añade la papa y la calabaza, sala al gusto y cocina destapado 25 minutos, removiendo de vez en cuando.",
      },
      {
        name: "Espesar y reposar",
        text:
          "Aplasta algunos trozos de calabaza y papa contra la pared de la olla para espesar el caldo. Rectifica la sal, apaga el fuego y deja reposar 10 minutos antes de servir.",
      },
    ],
    nutrition_calories: "520 kcal",
    nutrition_protein: "27 g",
    nutrition_fat: "22 g",
    nutrition_carbs: "55 g",
    nutrition_saturated_fat: "7,7 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "76 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "11 g",
    nutrition_sugar: "8,2 g",
    nutrition_serving_size: "1 plato (370 g)",
  },
  {
    slug: "tostones",
    title: "Tostones crujientes",
    excerpt:
      "Tostones de plátano verde fritos dos veces, crujientes por fuera y tiernos por dentro, con un mojito de ajo para mojar.",
    categories: ["aperitivos-y-entrantes"],
    tags: ["fácil", "frituras", "vegetariano", "sin gluten"],
    focus_keyword: "tostones",
    meta_title: "Tostones crujientes: receta cubana de plátano verde",
    meta_description:
      "Cómo hacer tostones crujientes a la cubana: elegir el plátano verde, la doble fritura, el truco del agua con sal y un mojito de ajo para acompañar.",
    content:
      `<p>Los <strong>tostones</strong> son probablemente lo primero que aprende a cocinar un cubano, y también lo primero que se acaba en cualquier fiesta. Rodajas de plátano verde fritas dos veces, aplastadas en el medio, crujientes por fuera y tiernas por dentro. No necesitan más que sal, aunque con un mojito de ajo al lado se convierten en otra cosa.</p>
<h2>Un poco de historia</h2>
<p>El plátano es protagonista en toda la cocina del Caribe, y cada isla tiene su versión de esta fritura: en Puerto Rico y en República Dominicana también les dicen tostones, en otros lugares patacones. En Cuba se aplastaban con el fondo de una botella o entre dos tablitas, hasta que llegó la <strong>tostonera</strong>, ese aparatito de madera con bisagra que no falta en ninguna cocina cubana de Miami.</p>
<h2>Consejos para que queden perfectos</h2>
<h3>Elegir el plátano</h3>
<p>Tiene que ser <strong>plátano macho bien verde</strong>, firme y con la cáscara sin manchas amarillas. Si empieza a madurar, el tostón queda dulce y blando, y ese plátano es mejor guardarlo para unos maduros fritos.</p>
<ul>
<li>La primera fritura es a fuego medio: el plátano debe cocinarse por dentro sin dorarse demasiado.</li>
<li>Aplasta los trozos todavía calientes; fríos se rompen.</li>
<li>Pásalos un momento por agua con sal antes de la segunda fritura: quedan más crujientes y ya sazonados.</li>
<li>Sécalos bien antes de volver al aceite para que no salte.</li>
<li>La segunda fritura es corta y con el aceite más caliente.</li>
</ul>
<p>Pelar el plátano verde cuesta al principio. El truco es cortar las puntas, hacer dos o tres cortes a lo largo de la cáscara sin llegar a la pulpa y levantarla con el pulgar. Si la cáscara se resiste, deja el plátano unos minutos en agua caliente.</p>
<h2>Cómo servirlos</h2>
<p>Los tostones acompañan casi todo: un <a href="/lechon-asado">lechón asado</a>, un bistec, un plato de arroz con frijoles. Como aperitivo, sírvelos recién hechos con un cuenco de mojito de ajo para mojar; si quieres preparar un mojo más completo, con naranja agria, mira la <a href="/guia-del-mojo-criollo">guía del mojo criollo</a>. Lo único que no admiten es esperar: recalentados pierden la gracia, así que fríelos justo antes de sentarse a la mesa.</p>`,
    published_days_ago: 187,
    prep_time: "PT10M",
    cook_time: "PT15M",
    total_time: "PT25M",
    recipe_yield: "4 porciones",
    recipe_category: "Aperitivo",
    recipe_cuisine: "Cubana",
    ingredients: [
      "3 plátanos machos verdes (unos 750 g)",
      "500 ml de aceite vegetal para freír",
      "1 litro de agua fría",
      "10 g de sal para el agua",
      "5 g de sal gruesa para terminar",
      "4 dientes de ajo machacados",
      "60 ml de aceite de oliva",
      "30 ml de jugo de limón",
    ],
    instructions: [
      {
        name: "Pelar y cortar",
        text:
          "Corta las puntas de los plátanos, haz dos o tres cortes a lo largo de la cáscara y retírala. Corta la pulpa en trozos de unos 3 cm de grosor.",
      },
      {
        name: "Primera fritura",
        text:
          "Calienta el aceite vegetal a 160 °C y fríe los trozos durante 4 o 5 minutos, dándoles la vuelta, hasta que estén tiernos pero apenas dorados. Escúrrelos.",
      },
      {
        name: "Aplastar",
        text:
          "Aplasta cada trozo todavía caliente con una tostonera o entre dos tablas hasta dejarlo de 1 cm de grosor.",
      },
      {
        name: "Pasar por agua con sal",
        text:
          "Disuelve los 10 g de sal en el litro de agua fría, sumerge los tostones unos segundos y sécalos bien con papel de cocina.",
      },
      {
        name: "Segunda fritura",
        text:
          "Sube el aceite a 180 °C y fríe los tostones 2 o 3 minutos, hasta que estén dorados y crujientes. Escúrrelos y espolvoréalos con la sal gruesa.",
      },
      {
        name: "Preparar el mojito de ajo",
        text:
          "Mezcla el ajo machacado con el aceite de oliva tibio y el jugo de limón, añade una pizca de sal y sírvelo en un cuenco junto a los tostones.",
      },
    ],
    nutrition_calories: "290 kcal",
    nutrition_protein: "2 g",
    nutrition_fat: "14 g",
    nutrition_carbs: "42 g",
    nutrition_saturated_fat: "4,9 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "6 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "8,4 g",
    nutrition_sugar: "6,3 g",
    nutrition_serving_size: "1 plato (210 g)",
  },
  {
    slug: "yuca-con-mojo",
    title: "Yuca con mojo",
    excerpt:
      "Yuca hervida hasta que se abre, bañada en mojo caliente de ajo, cebolla y naranja agria. El acompañante de la Nochebuena cubana.",
    categories: ["aperitivos-y-entrantes"],
    tags: ["fácil", "mojo criollo", "vegetariano", "sin gluten"],
    focus_keyword: "yuca con mojo",
    meta_title: "Yuca con mojo cubana: receta tradicional",
    meta_description:
      "Receta de yuca con mojo a la cubana: cómo hervir la yuca para que quede blanda, el truco de asustarla y un mojo de ajo y naranja agria bien hecho.",
    content:
      `<p>Un plato de <strong>yuca con mojo</strong> humeante es, para muchos cubanos, el sabor de la Nochebuena. La yuca hervida hasta que se abre en gajos, bañada con aceite caliente, ajo, cebolla y naranja agria. Es sencilla, barata y se hace en menos de una hora, pero tiene sus secretos para que quede blanda y no hebrosa.</p>
<h2>Un poco de historia</h2>
<p>La yuca ya se cultivaba en Cuba mucho antes de que llegaran los españoles: los taínos la rallaban para hacer casabe, aquel pan plano que aguantaba semanas sin echarse a perder. El mojo vino después, con el ajo y el aceite de la cocina española y la naranja agria que se dio tan bien en la isla. De esa mezcla salió uno de los acompañantes más queridos de nuestra mesa.</p>
<h2>Consejos para que quede perfecta</h2>
<h3>Cómo «asustar» la yuca</h3>
<p>Las abuelas dicen que hay que <strong>asustar la yuca</strong>: cuando lleva unos veinte minutos hirviendo, se le echa un vaso de agua fría a la olla. El hervor se corta, vuelve a arrancar y la yuca termina de abrirse. Funciona, y no cuesta nada probarlo.</p>
<ul>
<li>Empieza la cocción con agua fría y sal, no con agua hirviendo.</li>
<li>La yuca congelada es una buena opción: viene pelada y suele ser pareja.</li>
<li>Retira la hebra fibrosa del centro cuando ya esté cocida; sale sola.</li>
<li>Si no encuentras naranja agria, mezcla dos partes de jugo de naranja dulce con una de limón.</li>
</ul>
<p>El mojo debe echarse sobre la yuca caliente, recién escurrida, para que lo absorba. Y el ajo se dora apenas unos segundos: si se quema, amarga todo el plato. En la <a href="/guia-del-mojo-criollo">guía del mojo criollo</a> explico las variantes que uso según el plato.</p>
<h2>Cómo servirla</h2>
<p>La pareja clásica es el <a href="/lechon-asado">lechón asado</a> con <a href="/congri">congrí</a>, pero la yuca con mojo va bien con cualquier carne asada o frita, e incluso sola, como entrante, con un poco de perejil picado por encima. Si sobra, al día siguiente se puede cortar en bastones y freír: quedan unas yuquitas fritas riquísimas.</p>`,
    published_days_ago: 166,
    updated_hours_after_publish: 0.5,
    prep_time: "PT15M",
    cook_time: "PT40M",
    total_time: "PT55M",
    recipe_yield: "6 porciones",
    recipe_category: "Acompañamiento",
    recipe_cuisine: "Cubana",
    ingredients: [
      "1 kg de yuca fresca o congelada",
      "2 litros de agua fría",
      "10 g de sal",
      "1 cebolla blanca (150 g) en aros finos",
      "8 dientes de ajo",
      "120 ml de aceite de oliva",
      "120 ml de jugo de naranja agria",
      "2 g de comino molido",
      "1 g de orégano seco",
      "1 g de pimienta negra molida",
    ],
    instructions: [
      {
        name: "Pelar y trocear la yuca",
        text:
          "Si es fresca, corta la yuca en trozos de 8 cm, haz un corte a lo largo de la cáscara y retírala junto con la capa rosada. Lava bien los trozos.",
      },
      {
        name: "Hervir",
        text:
          "Pon la yuca en una olla con el agua fría y la sal y llévala a ebullición. Cocina a fuego medio entre 30 y 40 minutos; a los 20 minutos añade un vaso de agua fría para asustarla.",
      },
      {
        name: "Escurrir y limpiar",
        text:
          "Cuando la yuca esté blanda y se abra en gajos, escúrrela y retira la hebra fibrosa del centro. Colócala en una fuente honda.",
      },
      {
        name: "Majar el ajo",
        text:
          "Maja los dientes de ajo en un mortero con una pizca de sal, el comino, el orégano y la pimienta hasta obtener una pasta.",
      },
      {
        name: "Preparar el mojo",
        text:
          "Calienta el aceite a fuego medio, añade la cebolla y cocina 2 minutos. Agrega la pasta de ajo, remueve 30 segundos, retira del fuego y vierte con cuidado el jugo de naranja agria.",
      },
      {
        name: "Bañar y servir",
        text:
          "Vierte el mojo caliente sobre la yuca recién escurrida, mezcla con cuidado para no romperla y sirve enseguida.",
      },
    ],
    nutrition_calories: "340 kcal",
    nutrition_protein: "3 g",
    nutrition_fat: "18 g",
    nutrition_carbs: "44 g",
    nutrition_saturated_fat: "4,5 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "10 mg",
    nutrition_sodium: "480 mg",
    nutrition_fiber: "11 g",
    nutrition_sugar: "2,2 g",
    nutrition_serving_size: "1 taza (210 g)",
  },
  {
    slug: "croquetas-de-jamon",
    title: "Croquetas de jamón",
    excerpt:
      "Croquetas de jamón a la cubana: alargadas, firmes y con empanizado de galleta. Como las de la cafetería, pero hechas en casa.",
    categories: ["aperitivos-y-entrantes"],
    tags: ["frituras", "para fiestas"],
    focus_keyword: "croquetas de jamón",
    meta_title: "Croquetas de jamón cubanas: receta casera",
    meta_description:
      "Receta de croquetas de jamón cubanas con masa firme y empanizado de galleta molida. Trucos para formarlas, congelarlas y freírlas sin que se abran.",
    content:
      `<p>Las <strong>croquetas de jamón</strong> cubanas no se parecen del todo a las españolas. Son alargadas, firmes, con una masa más compacta y un empanizado de galleta molida que cruje al morderlo. Se comen en la cafetería de pie, con un cafecito, o metidas dentro de un pan con un poco de mostaza, la famosa «croqueta preparada».</p>
<h2>Un poco de historia</h2>
<p>La croqueta llegó de Europa, pero en Cuba se adaptó a lo que había. Durante años se hicieron con lo que quedaba en la nevera: jamón, pollo, pescado o bacalao. En las cafeterías de La Habana, y luego en las de Miami, se convirtió en un clásico de mostrador, siempre al lado del pastelito de guayaba y la taza de <a href="/el-cafe-cubano">café cubano</a>.</p>
<h2>Consejos para que queden perfectas</h2>
<h3>La masa, bien espesa</h3>
<p>El secreto está en cocinar la bechamel hasta que se despegue de las paredes de la cazuela. Una masa floja da croquetas que se abren en el aceite. Y luego, paciencia: <strong>al menos cuatro horas en la nevera</strong>, o mejor toda la noche, para poder formarlas sin que se peguen a las manos.</p>
<ul>
<li>Muele el jamón bien fino, en procesador o en máquina de moler.</li>
<li>Añade la leche caliente y poco a poco, removiendo sin parar para que no haya grumos.</li>
<li>Úntate las manos con un poco de aceite para dar forma a los cilindros.</li>
<li>Si quieres una costra más gruesa, pásalas dos veces por huevo y galleta.</li>
<li>Fríe pocas a la vez para que el aceite no pierda temperatura.</li>
</ul>
<p>Las croquetas ya empanizadas se congelan muy bien en una bandeja, separadas, y después se guardan en bolsa. Se fríen directamente congeladas, con el aceite un poco menos caliente para que se hagan por dentro.</p>
<h2>Cómo servirlas</h2>
<p>Recién fritas, sobre papel absorbente, con unas gotas de limón o sin nada. Para una merienda completa, ponlas en pan cubano con mostaza, o sírvelas junto a unas <a href="/papas-rellenas">papas rellenas</a> en una bandeja de bocaditos para un cumpleaños. Se calculan cuatro por persona, aunque casi nunca alcanzan.</p>`,
    published_days_ago: 143,
    prep_time: "PT4H40M",
    cook_time: "PT30M",
    total_time: "PT5H10M",
    recipe_yield: "6 porciones",
    recipe_category: "Aperitivo",
    recipe_cuisine: "Cubana",
    ingredients: [
      "400 g de jamón cocido molido",
      "60 g de mantequilla",
      "1 cebolla pequeña (80 g) rallada",
      "90 g de harina de trigo",
      "500 ml de leche entera caliente",
      "30 ml de vino seco",
      "1 g de nuez moscada rallada",
      "3 g de sal",
      "1 g de pimienta blanca molida",
      "2 huevos batidos",
      "150 g de galleta molida",
      "750 ml de aceite vegetal para freír",
    ],
    instructions: [
      {
        name: "Sofreír la cebolla",
        text:
          "Derrite la mantequilla en una cazuela a fuego medio y sofríe la cebolla rallada 3 minutos, hasta que esté transparente.",
      },
      {
        name: "Tostar la harina",
        text: "Añade la harina y remueve durante 2 minutos para que pierda el sabor a crudo sin llegar a dorarse.",
      },
      {
        name: "Hacer la bechamel",
        text:
          "Incorpora la leche caliente poco a poco, sin dejar de remover, y cocina 10 o 12 minutos hasta obtener una masa espesa que se despegue de las paredes.",
      },
      {
        name: "Añadir el jamón",
        text:
          "Agrega el jamón molido, el vino seco, la nuez moscada, la sal y la pimienta. Cocina 3 minutos más, removiendo, hasta que todo quede bien integrado.",
      },
      {
        name: "Enfriar la masa",
        text:
          "Extiende la masa en una fuente, cúbrela con film en contacto y refrigérala al menos 4 horas, hasta que esté firme.",
      },
      {
        name: "Formar y empanizar",
        text:
          "Forma cilindros de unos 7 cm de largo, pásalos por el huevo batido y después por la galleta molida, presionando para que se adhiera.",
      },
      {
        name: "Freír",
        text:
          "Calienta el aceite a 175 °C y fríe las croquetas por tandas durante 3 o 4 minutos, hasta que estén doradas. Escúrrelas sobre papel absorbente.",
      },
    ],
    nutrition_calories: "430 kcal",
    nutrition_protein: "19 g",
    nutrition_fat: "24 g",
    nutrition_carbs: "35 g",
    nutrition_saturated_fat: "8,4 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "53 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "2,8 g",
    nutrition_sugar: "5,2 g",
    nutrition_serving_size: "1 plato (310 g)",
  },
];
