import type { DemoRecipe } from "../types.ts";

/** Second half of the demo recipes: potajes, entrantes, postres y bebidas de la casa cubana. */
export const recipesB: DemoRecipe[] = [
  {
    slug: "potaje-de-garbanzos",
    title: "Potaje de garbanzos",
    excerpt:
      "Potaje de garbanzos a la cubana, espeso y sabroso, con chorizo, calabaza y papa. El plato de cuchara de los domingos, paso a paso.",
    categories: ["sopas-y-potajes"],
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
  },
  {
    slug: "tostones",
    title: "Tostones crujientes",
    excerpt:
      "Tostones de plátano verde fritos dos veces, crujientes por fuera y tiernos por dentro, con un mojito de ajo para mojar.",
    categories: ["aperitivos-y-entrantes"],
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
  },
  {
    slug: "yuca-con-mojo",
    title: "Yuca con mojo",
    excerpt:
      "Yuca hervida hasta que se abre, bañada en mojo caliente de ajo, cebolla y naranja agria. El acompañante de la Nochebuena cubana.",
    categories: ["aperitivos-y-entrantes"],
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
  },
  {
    slug: "croquetas-de-jamon",
    title: "Croquetas de jamón",
    excerpt:
      "Croquetas de jamón a la cubana: alargadas, firmes y con empanizado de galleta. Como las de la cafetería, pero hechas en casa.",
    categories: ["aperitivos-y-entrantes"],
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
  },
  {
    slug: "papas-rellenas",
    title: "Papas rellenas",
    excerpt:
      "Bolas de puré de papa rellenas de picadillo, empanizadas y fritas. Un clásico de cafetería cubana que en casa sale todavía mejor.",
    categories: ["aperitivos-y-entrantes"],
    focus_keyword: "papas rellenas",
    meta_title: "Papas rellenas cubanas con picadillo",
    meta_description:
      "Receta de papas rellenas cubanas: puré firme, relleno de picadillo con aceitunas y pasas, empanizado y fritura. Con trucos para que no se abran.",
    content:
      `<p>Las <strong>papas rellenas</strong> son una bola de puré de papa con corazón de picadillo, empanizada y frita hasta que queda dorada. Se encuentran en cualquier cafetería cubana, pero las de casa tienen otra cosa: más relleno, un puré con más sabor y el gusto de comértelas recién salidas del aceite.</p>
<h2>Un poco de historia</h2>
<p>Dicen que las papas rellenas nacieron en las fondas y cafeterías de La Habana como una forma de aprovechar el picadillo del día anterior. Sea verdad o no, la idea tiene mucho sentido: con un poco de carne molida y unas cuantas papas se da de comer a mucha gente. Tienen primos cercanos en Perú y en Puerto Rico, cada uno con su relleno y su manera de freírlos.</p>
<h2>Consejos para que queden perfectas</h2>
<h3>Un puré seco y un relleno frío</h3>
<p>Estas son las dos reglas de oro. El puré tiene que estar <strong>seco y firme</strong>, sin leche ni mantequilla, para que la bola no se deshaga. Y el picadillo debe estar completamente frío antes de rellenar; caliente, ablanda el puré y la papa se abre al freírla.</p>
<ul>
<li>Usa papas harinosas, las que se deshacen al hervirlas.</li>
<li>Escúrrelas muy bien y déjalas unos minutos en la olla caliente para que suelten el vapor.</li>
<li>Deja el picadillo bien seco, sin caldo.</li>
<li>Refrigera las bolas media hora antes de empanizarlas.</li>
<li>Fríelas en aceite abundante para que se doren parejas por todos lados.</li>
</ul>
<p>Puedes usar el picadillo de esta receta o aprovechar el que te haya sobrado de un <a href="/picadillo-a-la-habanera">picadillo a la habanera</a>; solo asegúrate de picar bien las aceitunas y las pasas para que no rompan la masa.</p>
<h2>Cómo servirlas</h2>
<p>Como merienda o entrante, una por persona es suficiente; como almuerzo ligero, dos con una ensalada de tomate y aguacate. Quedan estupendas en una bandeja junto a unas <a href="/croquetas-de-jamon">croquetas de jamón</a>. Ya empanizadas y sin freír, se congelan hasta tres meses y se fríen sin descongelar.</p>`,
    published_days_ago: 122,
    updated_hours_after_publish: 52,
    prep_time: "PT50M",
    cook_time: "PT50M",
    total_time: "PT1H40M",
    recipe_yield: "6 porciones",
    recipe_category: "Entrada",
    recipe_cuisine: "Cubana",
    ingredients: [
      "1,2 kg de papas harinosas",
      "10 g de sal",
      "400 g de carne molida de res",
      "1 cebolla mediana (150 g) picada fina",
      "1 ají cubanela (100 g) picado fino",
      "3 dientes de ajo picados",
      "60 g de salsa de tomate",
      "40 g de aceitunas rellenas picadas",
      "20 g de pasas",
      "2 g de comino molido",
      "2 huevos batidos",
      "120 g de harina de trigo",
      "150 g de galleta molida",
      "750 ml de aceite vegetal para freír",
    ],
    instructions: [
      {
        name: "Hervir las papas",
        text:
          "Pela las papas, córtalas en trozos y hiérvelas en agua con la mitad de la sal durante 20 o 25 minutos, hasta que estén tiernas.",
      },
      {
        name: "Hacer el puré",
        text:
          "Escúrrelas muy bien, déjalas 2 minutos en la olla caliente para que se sequen y aplástalas hasta obtener un puré liso. Sazona con el resto de la sal y deja enfriar.",
      },
      {
        name: "Preparar el picadillo",
        text:
          "Sofríe la cebolla, el ají y el ajo en una sartén con un poco de aceite durante 5 minutos. Añade la carne, el comino, la salsa de tomate, las aceitunas y las pasas, y cocina 15 minutos hasta que quede seco. Deja enfriar por completo.",
      },
      {
        name: "Formar las papas",
        text:
          "Toma unos 100 g de puré, aplánalo en la palma de la mano, pon una cucharada de picadillo en el centro y ciérralo formando una bola lisa. Refrigera las bolas 30 minutos.",
      },
      {
        name: "Empanizar",
        text: "Pasa cada bola por la harina, luego por el huevo batido y por último por la galleta molida.",
      },
      {
        name: "Freír",
        text:
          "Calienta el aceite a 180 °C y fríe las papas de dos en dos durante 3 o 4 minutos, girándolas, hasta que estén doradas. Escúrrelas sobre papel absorbente.",
      },
    ],
    nutrition_calories: "480 kcal",
    nutrition_protein: "20 g",
    nutrition_fat: "21 g",
    nutrition_carbs: "52 g",
  },
  {
    slug: "sandwich-cubano",
    title: "Sándwich cubano",
    excerpt:
      "Pan cubano con lechón asado, jamón, queso suizo, pepinillos y mostaza, prensado en la plancha. El sándwich cubano de verdad.",
    categories: ["platos-principales"],
    focus_keyword: "sándwich cubano",
    meta_title: "Sándwich cubano auténtico: receta paso a paso",
    meta_description:
      "Receta del sándwich cubano tradicional con lechón asado, jamón, queso suizo, pepinillos y mostaza, prensado en plancha hasta que el pan quede crujiente.",
    content:
      `<p>El <strong>sándwich cubano</strong> es pan cubano relleno de cerdo asado, jamón, queso suizo, pepinillos y mostaza, prensado en la plancha hasta que el pan cruje y el queso se derrite. Es de esos platos que parecen sencillos y que, sin embargo, provocan discusiones interminables sobre lo que lleva y lo que no.</p>
<h2>Un poco de historia</h2>
<p>En Cuba se le llamaba simplemente <strong>mixto</strong>, y era comida de trabajadores. Con los tabaqueros que iban y venían entre La Habana, Cayo Hueso y Tampa cruzó el estrecho de la Florida, y en Tampa le añadieron salami, cosa que en Miami consideran casi un sacrilegio. Hoy es uno de los embajadores más conocidos de nuestra cocina; si te interesa el contexto, lo cuento en <a href="/historia-de-la-cocina-cubana">la historia de la cocina cubana</a>.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>El pan y el cerdo</h3>
<p>El pan cubano tiene la corteza fina y la miga ligera, porque se hace con manteca; si no lo encuentras, una barra de pan francés poco gruesa es lo que más se le parece. El cerdo debe ser <strong>lechón asado con mojo</strong>, en lonchas finas; el de la receta de <a href="/lechon-asado">lechón asado</a> es perfecto, y esta es la mejor manera de aprovechar las sobras.</p>
<ul>
<li>La mostaza va en las dos caras del pan, en capa fina.</li>
<li>Pon el queso arriba y abajo: al fundirse sujeta todo el relleno.</li>
<li>Calienta el cerdo en la sartén con un chorrito de mojo antes de montar.</li>
<li>Unta la mantequilla por fuera del pan, no por dentro.</li>
<li>Si no tienes prensa, usa una sartén pesada encima con una lata dentro.</li>
</ul>
<p>La plancha debe estar a fuego medio, no fuerte. Lo que buscamos es que el calor llegue al centro y funda el queso antes de que el pan se queme. El sándwich terminado queda con la mitad de su altura original, plano y dorado.</p>
<h2>Cómo servirlo</h2>
<p>Córtalo en diagonal y sírvelo enseguida, con unas papitas fritas o unas mariquitas de plátano al lado. Para beber, un batido o un refresco bien frío; y de postre, un cafecito.</p>`,
    published_days_ago: 97,
    prep_time: "PT15M",
    cook_time: "PT10M",
    total_time: "PT25M",
    recipe_yield: "4 porciones",
    recipe_category: "Almuerzo",
    recipe_cuisine: "Cubana",
    ingredients: [
      "1 pan cubano de unos 60 cm (o 4 panecillos de 20 cm)",
      "400 g de lechón asado en lonchas finas",
      "300 g de jamón dulce en lonchas",
      "250 g de queso suizo en lonchas",
      "120 g de pepinillos encurtidos en láminas",
      "40 g de mostaza amarilla",
      "40 g de mantequilla a temperatura ambiente",
      "60 ml de mojo criollo",
    ],
    instructions: [
      {
        name: "Cortar el pan",
        text: "Corta el pan en cuatro trozos de unos 15 cm y ábrelos a lo largo sin separar del todo las dos mitades.",
      },
      {
        name: "Calentar el cerdo",
        text:
          "Calienta las lonchas de lechón en una sartén con el mojo durante 2 minutos, hasta que estén jugosas y calientes.",
      },
      {
        name: "Untar la mostaza",
        text: "Unta una capa fina de mostaza en las dos caras interiores de cada trozo de pan.",
      },
      {
        name: "Montar",
        text:
          "Coloca en este orden una loncha de queso, el jamón, el lechón escurrido, los pepinillos y otra loncha de queso. Cierra el pan.",
      },
      {
        name: "Prensar en la plancha",
        text:
          "Unta la mantequilla por fuera del pan y cocina los sándwiches en una plancha a fuego medio, con una prensa o una sartén pesada encima, 3 o 4 minutos por cada lado.",
      },
      {
        name: "Cortar y servir",
        text: "Cuando el pan esté dorado y el queso fundido, corta cada sándwich en diagonal y sírvelo enseguida.",
      },
    ],
    nutrition_calories: "720 kcal",
    nutrition_protein: "48 g",
    nutrition_fat: "34 g",
    nutrition_carbs: "55 g",
  },
  {
    slug: "flan-de-leche",
    title: "Flan de leche",
    excerpt:
      "Flan de leche cubano con leche condensada y evaporada: cremoso, sin agujeritos y con un caramelo ámbar que se derrama al desmoldar.",
    categories: ["postres"],
    focus_keyword: "flan de leche",
    meta_title: "Flan de leche cubano: receta cremosa y fácil",
    meta_description:
      "Receta de flan de leche cubano con leche condensada y evaporada, cocido a baño María. Trucos para el caramelo, una textura lisa y un desmoldado limpio.",
    content:
      `<p>El <strong>flan de leche</strong> es el postre de las celebraciones en casa: cumpleaños, Nochebuena, el domingo en que viene la familia. Cremoso, con ese caramelo oscuro que se derrama por los lados al desmoldarlo. La versión cubana de hoy se hace con leche condensada y leche evaporada, y sale firme y a la vez suave, sin agujeritos.</p>
<h2>Un poco de historia</h2>
<p>El flan llegó de España, donde se hacía con leche fresca, huevos y azúcar. En Cuba, como en buena parte de América Latina, las leches en lata se hicieron populares a lo largo del siglo XX porque aguantaban el calor sin nevera, y terminaron metiéndose en la receta. Así nació el flan que conocemos, más denso y más dulce que el original. En muchas casas se cocinaba en la <strong>flanera</strong> de tapa, a baño María, sobre el fogón.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>El caramelo</h3>
<p>Hazlo a fuego medio y sin remover, solo moviendo la cazuela. Retíralo cuando tenga color ámbar oscuro: si se pasa, amarga. Viértelo enseguida en el molde y gíralo para cubrir el fondo y un poco de las paredes.</p>
<ul>
<li>Bate los huevos sin hacer espuma; el aire es lo que deja agujeritos en el flan.</li>
<li>Cuela la mezcla antes de echarla en el molde.</li>
<li>El agua del baño María no debe hervir a borbotones.</li>
<li>Está listo cuando el centro tiembla un poco y un palillo sale limpio.</li>
<li>Déjalo enfriar del todo y refrigéralo <strong>al menos cuatro horas</strong> antes de desmoldar.</li>
</ul>
<p>Para desmoldar, pasa un cuchillo fino por el borde, pon el plato encima y dale la vuelta de un golpe decidido. Si el caramelo se ha quedado pegado al fondo, calienta el molde unos segundos sobre el fuego.</p>
<h2>Cómo servirlo</h2>
<p>En porciones generosas, bañadas con el caramelo líquido, y con una taza de <a href="/el-cafe-cubano">café cubano</a> para cortar el dulzor. Si tienes invitados y quieres poner más de un postre en la mesa, acompáñalo con un <a href="/arroz-con-leche">arroz con leche</a> o una <a href="/natilla-cubana">natilla</a>. Tapado, se conserva cuatro días en la nevera.</p>`,
    published_days_ago: 79,
    updated_hours_after_publish: 0.3,
    prep_time: "PT15M",
    cook_time: "PT1H",
    total_time: "PT1H15M",
    recipe_yield: "8 porciones",
    recipe_category: "Postre",
    recipe_cuisine: "Cubana",
    ingredients: [
      "150 g de azúcar para el caramelo",
      "30 ml de agua",
      "5 huevos",
      "397 g de leche condensada (1 lata)",
      "354 ml de leche evaporada (1 lata)",
      "5 ml de extracto de vainilla",
      "1 g de sal",
      "2 g de ralladura de limón",
    ],
    instructions: [
      {
        name: "Hacer el caramelo",
        text:
          "Pon el azúcar y el agua en un cazo a fuego medio y cocina sin remover, moviendo el cazo, hasta que tome color ámbar oscuro. Viértelo en una flanera de 20 cm y gírala para cubrir el fondo y parte de las paredes.",
      },
      {
        name: "Precalentar el horno",
        text: "Precalienta el horno a 170 °C y pon a calentar agua para el baño María.",
      },
      {
        name: "Preparar la mezcla",
        text:
          "Bate los huevos con suavidad, sin hacer espuma. Añade la leche condensada, la leche evaporada, la vainilla, la sal y la ralladura de limón, y mezcla hasta integrar.",
      },
      {
        name: "Colar y llenar el molde",
        text: "Cuela la mezcla sobre la flanera caramelizada y tápala con su tapa o con papel de aluminio.",
      },
      {
        name: "Hornear al baño María",
        text:
          "Coloca la flanera en una fuente con agua caliente hasta la mitad de su altura y hornea entre 55 y 60 minutos, hasta que un palillo clavado en el centro salga limpio.",
      },
      {
        name: "Enfriar",
        text: "Deja enfriar el flan a temperatura ambiente y refrigéralo al menos 4 horas.",
      },
      {
        name: "Desmoldar",
        text:
          "Pasa un cuchillo fino por el borde, coloca un plato encima y dale la vuelta de un golpe. Deja que el caramelo se derrame por los lados y sirve.",
      },
    ],
    nutrition_calories: "330 kcal",
    nutrition_protein: "10 g",
    nutrition_fat: "10 g",
    nutrition_carbs: "50 g",
  },
  {
    slug: "arroz-con-leche",
    title: "Arroz con leche",
    excerpt:
      "Arroz con leche cubano, cremoso, con canela y cáscara de limón. El postre más sencillo de la casa y uno de los más queridos.",
    categories: ["postres"],
    focus_keyword: "arroz con leche",
    meta_title: "Arroz con leche cubano: receta cremosa",
    meta_description:
      "Receta de arroz con leche a la cubana, cremoso y perfumado con canela y limón. Qué arroz usar, cuándo añadir el azúcar y cómo lograr el punto justo.",
    content:
      `<p>El <strong>arroz con leche</strong> es el postre más humilde de la cocina cubana y, para muchos, el más querido. Arroz cocido despacio en leche con canela y cáscara de limón hasta quedar cremoso, servido en dulceras con canela molida por encima. Se come frío o tibio, y casi siempre de pie frente a la nevera.</p>
<h2>Un poco de historia</h2>
<p>Es un postre que viajó con los españoles a medio mundo, y en cada lugar se quedó con un acento propio. El cubano lleva siempre <strong>canela y limón</strong>, y en muchas familias un chorrito de leche condensada al final, herencia de los años en que las latas eran lo que había en la despensa. Cada casa tiene su punto: unos lo quieren espeso, casi para cortar; otros, caldoso.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>Primero agua, luego leche</h3>
<p>Cocinar el arroz unos minutos en agua con la canela y el limón antes de añadir la leche ayuda a que el grano se abra y suelte su almidón. Después, la leche se incorpora caliente y a fuego bajo, y hay que <strong>remover con frecuencia</strong> para que no se pegue al fondo.</p>
<ul>
<li>Usa arroz de grano corto o redondo: da más cremosidad que el de grano largo.</li>
<li>No lo laves; el almidón es el que espesa.</li>
<li>Añade el azúcar al final: si se echa al principio, el grano queda duro.</li>
<li>Retíralo del fuego cuando todavía esté un poco más suelto de lo que te gusta, porque espesa al enfriar.</li>
<li>Pela el limón sin la parte blanca, que amarga.</li>
</ul>
<p>Si al día siguiente lo encuentras demasiado espeso, añade un poco de leche fría y remueve: vuelve a quedar cremoso.</p>
<h2>Cómo servirlo</h2>
<p>En dulceras individuales o en una fuente grande, con <strong>canela molida</strong> espolvoreada justo antes de llevarlo a la mesa. Es el final perfecto para un almuerzo contundente de <a href="/ropa-vieja">ropa vieja</a> con arroz y frijoles. Y si te gustan los postres de leche, prueba también el <a href="/flan-de-leche">flan de leche</a>. Se conserva tapado tres o cuatro días en la nevera.</p>`,
    published_days_ago: 61,
    prep_time: "PT5M",
    cook_time: "PT45M",
    total_time: "PT50M",
    recipe_yield: "6 porciones",
    recipe_category: "Postre",
    recipe_cuisine: "Cubana",
    ingredients: [
      "200 g de arroz de grano corto",
      "500 ml de agua",
      "1 litro de leche entera",
      "1 rama de canela",
      "La cáscara de 1 limón, sin la parte blanca",
      "120 g de azúcar",
      "100 g de leche condensada (opcional)",
      "1 g de sal",
      "3 g de canela molida para decorar",
    ],
    instructions: [
      {
        name: "Cocinar el arroz en agua",
        text:
          "Pon el arroz en una cazuela con el agua, la rama de canela, la cáscara de limón y la sal. Cocina a fuego medio unos 15 minutos, hasta que el agua casi se haya absorbido y el grano empiece a abrirse.",
      },
      {
        name: "Calentar la leche",
        text: "Mientras tanto, calienta la leche en otro cazo sin que llegue a hervir.",
      },
      {
        name: "Añadir la leche",
        text:
          "Incorpora la leche caliente al arroz, baja el fuego y cocina 25 minutos, removiendo con frecuencia para que no se pegue.",
      },
      {
        name: "Endulzar",
        text:
          "Añade el azúcar y la leche condensada, si la usas, y cocina 5 minutos más, removiendo, hasta que quede cremoso.",
      },
      {
        name: "Retirar los aromáticos",
        text: "Apaga el fuego y retira la rama de canela y la cáscara de limón.",
      },
      {
        name: "Servir",
        text:
          "Reparte el arroz con leche en dulceras, deja que se temple y espolvorea la canela molida por encima. Sírvelo tibio o frío.",
      },
    ],
    nutrition_calories: "320 kcal",
    nutrition_protein: "8 g",
    nutrition_fat: "7 g",
    nutrition_carbs: "56 g",
  },
  {
    slug: "natilla-cubana",
    title: "Natilla cubana",
    excerpt:
      "Natilla cubana de yemas, leche, canela y limón, espesa y suave, servida fría en dulceras con canela molida por encima.",
    categories: ["postres"],
    focus_keyword: "natilla cubana",
    meta_title: "Natilla cubana: receta tradicional casera",
    meta_description:
      "Receta de natilla cubana con yemas, leche, canela y limón. Cómo espesarla con maicena sin grumos, el punto de cocción y cómo quemarle azúcar encima.",
    content:
      `<p>La <strong>natilla cubana</strong> es una crema de yemas y leche perfumada con canela y limón, espesada con un poco de maicena y servida fría en dulceras. Es más espesa que las natillas españolas y, cuando se quiere lucir, se le quema azúcar por encima con un hierro caliente, como a una crema catalana.</p>
<h2>Un poco de historia</h2>
<p>Las natillas llegaron a Cuba con la cocina española y pronto se hicieron imprescindibles en la merienda y en los postres de los domingos. La <strong>maicena</strong>, que se volvió habitual en las despensas cubanas, le dio esa textura firme que hoy asociamos con la natilla de la isla. En muchas casas se hacía con las yemas que quedaban después de preparar un merengue, porque en la cocina cubana no se tira nada.</p>
<h2>Consejos para que quede perfecta</h2>
<h3>El fuego, siempre moderado</h3>
<p>La natilla se cuaja con las yemas y la maicena, y las dos cosas piden calor suave. A fuego fuerte las yemas se cortan y la crema queda granulosa. Remueve sin parar con una cuchara de madera, llegando bien a las esquinas de la cazuela.</p>
<ul>
<li>Disuelve la maicena en leche fría; en leche caliente forma grumos.</li>
<li>Templa las yemas añadiendo un poco de leche caliente antes de juntarlas con el resto.</li>
<li>Está lista cuando cubre el dorso de la cuchara y, al pasar un dedo, la línea no se cierra.</li>
<li>Cuélala si ves algún grumo.</li>
<li>Cubre cada dulcera con film en contacto con la crema para que no forme nata.</li>
</ul>
<p>Si quieres la capa de caramelo, espolvorea una cucharada de azúcar sobre la natilla ya fría y quémala con un soplete de cocina o con una plancha de hierro bien caliente.</p>
<h2>Cómo servirla</h2>
<p>Bien fría, con canela molida por encima y, si quieres, una galleta María al lado. Es de la misma familia de sabores que el <a href="/arroz-con-leche">arroz con leche</a> y el <a href="/flan-de-leche">flan de leche</a>, así que conviene no ponerlos juntos en el mismo menú... o sí, si la ocasión lo merece. Se conserva dos o tres días en la nevera.</p>`,
    published_days_ago: 46,
    updated_hours_after_publish: 6,
    prep_time: "PT10M",
    cook_time: "PT20M",
    total_time: "PT30M",
    recipe_yield: "6 porciones",
    recipe_category: "Postre",
    recipe_cuisine: "Cubana",
    ingredients: [
      "1 litro de leche entera",
      "6 yemas de huevo",
      "180 g de azúcar",
      "45 g de maicena",
      "1 rama de canela",
      "La cáscara de 1 limón, sin la parte blanca",
      "5 ml de extracto de vainilla",
      "1 g de sal",
      "3 g de canela molida para decorar",
    ],
    instructions: [
      {
        name: "Aromatizar la leche",
        text:
          "Reserva 250 ml de leche fría. Calienta el resto con la rama de canela y la cáscara de limón hasta que empiece a humear, apaga el fuego y deja reposar 10 minutos.",
      },
      {
        name: "Mezclar yemas y maicena",
        text:
          "En un bol, bate las yemas con el azúcar, la maicena y la sal. Añade la leche fría reservada y mezcla hasta que no quede ningún grumo.",
      },
      {
        name: "Templar",
        text:
          "Retira la canela y la cáscara de la leche caliente. Vierte un cucharón de esa leche sobre las yemas, batiendo, y después incorpora la mezcla a la cazuela.",
      },
      {
        name: "Espesar",
        text:
          "Cocina a fuego medio-bajo, removiendo sin parar con una cuchara de madera, durante 8 o 10 minutos, hasta que la crema espese y cubra el dorso de la cuchara. No dejes que hierva con fuerza.",
      },
      {
        name: "Añadir la vainilla y repartir",
        text:
          "Aparta del fuego, añade la vainilla y reparte la natilla en dulceras, colándola si hace falta. Cubre con film en contacto.",
      },
      {
        name: "Enfriar y decorar",
        text: "Deja templar y refrigera al menos 2 horas. Antes de servir, espolvorea la canela molida por encima.",
      },
    ],
    nutrition_calories: "290 kcal",
    nutrition_protein: "9 g",
    nutrition_fat: "10 g",
    nutrition_carbs: "42 g",
  },
  {
    slug: "bunuelos-de-yuca",
    title: "Buñuelos de yuca en almíbar",
    excerpt:
      "Buñuelos de yuca y malanga con anís, formados en ochos, fritos y bañados en almíbar de canela. El dulce de la Nochebuena cubana.",
    categories: ["postres"],
    focus_keyword: "buñuelos de yuca",
    meta_title: "Buñuelos de yuca en almíbar: receta cubana",
    meta_description:
      "Receta de buñuelos cubanos de yuca y malanga en forma de ocho, fritos y bañados en almíbar de anís y canela. El postre clásico de la Nochebuena.",
    content:
      `<p>Los <strong>buñuelos de yuca</strong> son el postre de la Nochebuena cubana por excelencia. Una masa de yuca y malanga con un toque de anís, formada en ochos, frita hasta dorarse y bañada en un almíbar espeso con canela. En muchas casas se hacen una sola vez al año, y por eso saben a fiesta.</p>
<h2>Un poco de historia</h2>
<p>Los buñuelos españoles se hacían con harina y se comían en Cuaresma y en Navidad. En Cuba la harina de trigo fue durante mucho tiempo cara y escasa, y las cocineras recurrieron a lo que daba el conuco: <strong>yuca, malanga y boniato</strong>. La forma de ocho, o de lazo, es muy nuestra. Como tantos platos criollos, es una mezcla de tradición española e ingredientes de la tierra, algo que cuento en <a href="/historia-de-la-cocina-cubana">la historia de la cocina cubana</a>.</p>
<h2>Consejos para que queden perfectos</h2>
<h3>Una masa manejable</h3>
<p>La masa tiene que quedar suave pero no pegajosa. La cantidad de harina depende de lo húmedas que estén la yuca y la malanga, así que añádela poco a poco. Si la masa se pega a las manos, un poco más de harina; si se cuartea al formar los ochos, unas gotas de agua.</p>
<ul>
<li>Quita bien las hebras de la yuca después de hervirla.</li>
<li>Haz el puré en caliente: fría, la yuca se vuelve elástica.</li>
<li>Enharina ligeramente la mesa y forma cilindros del grosor de un dedo.</li>
<li>Fríe a <strong>175 °C</strong>: más caliente, se doran por fuera y quedan crudos por dentro.</li>
<li>El almíbar debe estar tibio al servir; frío, queda demasiado espeso.</li>
</ul>
<p>El almíbar se puede hacer con un día de antelación y guardar en un frasco de cristal. Los buñuelos, en cambio, están mejor el mismo día, recién fritos.</p>
<h2>Cómo servirlos</h2>
<p>Tres o cuatro por persona, en plato hondo y bañados con el almíbar. En la cena de Nochebuena llegan después del <a href="/lechon-asado">lechón asado</a>, el congrí y la <a href="/yuca-con-mojo">yuca con mojo</a>, así que la yuca aparece dos veces en la mesa, y nadie se queja.</p>`,
    published_days_ago: 31,
    prep_time: "PT40M",
    cook_time: "PT40M",
    total_time: "PT1H20M",
    recipe_yield: "6 porciones",
    recipe_category: "Postre",
    recipe_cuisine: "Cubana",
    ingredients: [
      "500 g de yuca pelada",
      "250 g de malanga pelada",
      "1 huevo",
      "60 g de harina de trigo",
      "3 g de sal",
      "2 g de anís en grano",
      "750 ml de aceite vegetal para freír",
      "300 g de azúcar para el almíbar",
      "250 ml de agua para el almíbar",
      "1 rama de canela",
      "1 estrella de anís",
      "La cáscara de 1 limón, sin la parte blanca",
      "15 ml de jugo de limón",
    ],
    instructions: [
      {
        name: "Hervir las viandas",
        text:
          "Corta la yuca y la malanga en trozos y hiérvelas en agua con la sal entre 25 y 30 minutos, hasta que estén muy tiernas. Escúrrelas y retira las hebras de la yuca.",
      },
      {
        name: "Hacer la masa",
        text:
          "Pasa la yuca y la malanga calientes por un pasapurés. Cuando el puré esté tibio, añade el huevo, el anís en grano y la harina poco a poco, amasando hasta obtener una masa suave que no se pegue.",
      },
      {
        name: "Formar los ochos",
        text:
          "Sobre la mesa enharinada, forma cilindros del grosor de un dedo y unos 20 cm de largo, y une los extremos dándoles forma de ocho.",
      },
      {
        name: "Preparar el almíbar",
        text:
          "Cocina el azúcar con el agua, la canela, el anís estrellado y la cáscara de limón durante 15 minutos a fuego medio, hasta que el almíbar espese un poco. Añade el jugo de limón y reserva tibio.",
      },
      {
        name: "Freír",
        text:
          "Calienta el aceite a 175 °C y fríe los buñuelos por tandas, 3 o 4 minutos, hasta que estén dorados. Escúrrelos sobre papel absorbente.",
      },
      {
        name: "Bañar y servir",
        text: "Coloca los buñuelos en platos hondos y báñalos con el almíbar tibio justo antes de servir.",
      },
    ],
    nutrition_calories: "460 kcal",
    nutrition_protein: "4 g",
    nutrition_fat: "16 g",
    nutrition_carbs: "76 g",
  },
  {
    slug: "mojito",
    title: "Mojito cubano",
    excerpt:
      "El mojito cubano clásico: ron blanco, limón, azúcar, hierbabuena y agua con gas, bien equilibrado y sin hojas machacadas.",
    categories: ["bebidas-y-cocteles"],
    focus_keyword: "mojito cubano",
    meta_title: "Mojito cubano: receta original paso a paso",
    meta_description:
      "Cómo preparar un mojito cubano auténtico con ron blanco, limón, azúcar, hierbabuena y agua con gas. Proporciones exactas y errores que debes evitar.",
    content:
      `<p>El <strong>mojito cubano</strong> es ron blanco, limón, azúcar, hierbabuena y agua con gas. Cinco ingredientes que, bien equilibrados, dan uno de los cócteles más refrescantes del mundo. Mal hechos, dan un vaso de hojas machacadas y azúcar sin disolver. Aquí va la manera de hacerlo bien.</p>
<h2>Un poco de historia</h2>
<p>Se cuenta que su antepasado es el <strong>Draque</strong>, una bebida de aguardiente, azúcar, limón y hierbabuena que tomaban los marineros, y cuyo nombre recuerda al corsario Francis Drake. Sea cierta o no la leyenda, cuando el aguardiente se cambió por el ron ligero cubano nació el mojito moderno. La Habana lo hizo famoso en sus bares, y la Bodeguita del Medio se encargó de que ningún visitante se fuera sin probarlo. Si quieres saber más sobre cómo se formó nuestra cocina, te lo cuento en <a href="/historia-de-la-cocina-cubana">la historia de la cocina cubana</a>.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>No machaques la hierbabuena</h3>
<p>La hierbabuena se presiona, no se tritura. Basta con apretar las hojas suavemente con el mortero contra el azúcar y el limón para que suelten su aceite. Si se rompen en pedacitos, sueltan un sabor amargo a hierba.</p>
<ul>
<li>Usa <strong>hierbabuena</strong>, no menta piperita: es más suave y es la que se usa en Cuba.</li>
<li>Disuelve bien el azúcar en el jugo de limón antes de añadir el ron.</li>
<li>El limón, siempre recién exprimido.</li>
<li>Hielo en cubos, no picado: se derrite más despacio.</li>
<li>Termina con el agua con gas y remueve de abajo arriba, sin agitar.</li>
</ul>
<p>Si vas a preparar mojitos para varias personas, puedes mezclar el azúcar y el limón en una jarra de antemano, pero monta cada vaso por separado con la hierbabuena y el hielo en el último momento.</p>
<h2>Cómo servirlo</h2>
<p>En vaso alto, bien frío, con una ramita de hierbabuena y una rodaja de limón. Acompaña de maravilla una tarde de <a href="/tostones">tostones</a> y <a href="/croquetas-de-jamon">croquetas</a>. Para una versión sin alcohol, sustituye el ron por más agua con gas y un toque de sirope de caña.</p>`,
    published_days_ago: 19,
    updated_hours_after_publish: 0.8,
    prep_time: "PT5M",
    cook_time: "PT0M",
    total_time: "PT5M",
    recipe_yield: "1 porción",
    recipe_category: "Bebida",
    recipe_cuisine: "Cubana",
    ingredients: [
      "10 hojas de hierbabuena fresca",
      "15 g de azúcar blanca",
      "30 ml de jugo de limón recién exprimido",
      "60 ml de ron blanco cubano",
      "90 ml de agua con gas fría",
      "150 g de hielo en cubos",
      "1 ramita de hierbabuena y 1 rodaja de limón para decorar",
    ],
    instructions: [
      {
        name: "Disolver el azúcar",
        text:
          "Pon el azúcar y el jugo de limón en un vaso alto y remueve hasta que el azúcar se disuelva por completo.",
      },
      {
        name: "Presionar la hierbabuena",
        text:
          "Añade las hojas de hierbabuena y presiónalas suavemente con un mortero, sin romperlas, para que suelten su aroma.",
      },
      {
        name: "Añadir el ron",
        text: "Vierte el ron blanco y remueve para mezclarlo con el almíbar de limón.",
      },
      {
        name: "Agregar el hielo",
        text: "Llena el vaso con los cubos de hielo hasta casi el borde.",
      },
      {
        name: "Completar y decorar",
        text:
          "Completa con el agua con gas, remueve suavemente de abajo arriba con una cucharilla larga y decora con la ramita de hierbabuena y la rodaja de limón.",
      },
    ],
    nutrition_calories: "200 kcal",
    nutrition_protein: "0 g",
    nutrition_fat: "0 g",
    nutrition_carbs: "18 g",
    video_url: "/video/hero.mp4",
  },
  {
    slug: "batido-de-mamey",
    title: "Batido de mamey",
    excerpt:
      "Batido de mamey cubano, espeso y cremoso, con leche y un toque de leche condensada. Listo en cinco minutos con la fruta madura.",
    categories: ["bebidas-y-cocteles"],
    focus_keyword: "batido de mamey",
    meta_title: "Batido de mamey cubano: receta fácil",
    meta_description:
      "Receta de batido de mamey a la cubana, espeso y cremoso. Cómo elegir un mamey maduro, qué proporciones usar y cómo servirlo bien frío en casa.",
    content:
      `<p>Quien ha probado un <strong>batido de mamey</strong> en una cafetería de Miami o en una esquina de La Habana no lo olvida. Es espeso, de un color salmón precioso y con un sabor que recuerda a la calabaza, a la almendra y a la vainilla a la vez. Se hace en cinco minutos si tienes la fruta en su punto.</p>
<h2>Un poco de historia</h2>
<p>El mamey colorado es una fruta originaria de Mesoamérica que se cultiva en Cuba desde hace siglos. Los cubanos lo comen a cucharadas, en helado y, sobre todo, en batido. Tanto se asocia con la isla que muchos cubanos que viven fuera lo compran en cuanto lo ven en una frutería, aunque cueste caro. En el exilio, las cafeterías de la Calle Ocho lo mantuvieron en la carta, y hoy es tan típico allí como el café.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>Cómo saber si el mamey está maduro</h3>
<p>Raspa un poquito la cáscara con la uña: debajo, la pulpa tiene que ser de color <strong>rojo anaranjado</strong>, no verde. Al apretarlo debe ceder un poco, como un aguacate maduro. Un mamey verde es duro y sabe a poco; si lo compras así, déjalo unos días a temperatura ambiente.</p>
<ul>
<li>Quita la semilla y la piel fina y brillante que la rodea, que amarga.</li>
<li>Congela la pulpa en porciones de 300 g cuando haya buena fruta: el batido sale igual de rico.</li>
<li>Una pizca de sal realza el sabor de la fruta.</li>
<li>Empieza con menos leche condensada y ajusta al final.</li>
<li>Si usas pulpa congelada, reduce el hielo a la mitad.</li>
</ul>
<p>La textura ideal es espesa, que cueste un poco subirla por la pajita. Si queda demasiado densa, añade leche fría poco a poco hasta que te guste.</p>
<h2>Cómo servirlo</h2>
<p>En vaso alto, recién hecho, porque con el tiempo se oxida y pierde color. Es un desayuno completo con una tostada, o una merienda que acompaña muy bien a unas <a href="/croquetas-de-jamon">croquetas de jamón</a> o a un <a href="/sandwich-cubano">sándwich cubano</a>. Para los adultos, en verano, hay quien le añade un chorrito de ron.</p>`,
    published_days_ago: 4,
    status: "draft",
    prep_time: "PT10M",
    cook_time: "PT0M",
    total_time: "PT10M",
    recipe_yield: "2 porciones",
    recipe_category: "Bebida",
    recipe_cuisine: "Cubana",
    ingredients: [
      "300 g de pulpa de mamey maduro",
      "350 ml de leche entera fría",
      "60 g de leche condensada",
      "200 g de hielo",
      "1 g de sal",
      "2 ml de extracto de vainilla",
      "1 g de canela molida (opcional)",
    ],
    instructions: [
      {
        name: "Preparar el mamey",
        text:
          "Abre el mamey a lo largo, retira la semilla y la piel brillante que la envuelve, y saca la pulpa con una cuchara. Trocéala y pesa 300 g.",
      },
      {
        name: "Licuar la base",
        text:
          "Pon en la batidora la pulpa, la leche, la leche condensada, la sal y la vainilla, y bate 1 minuto hasta que quede liso.",
      },
      {
        name: "Añadir el hielo",
        text: "Agrega el hielo y bate de nuevo durante 30 segundos, hasta que el batido esté espeso y bien frío.",
      },
      {
        name: "Ajustar",
        text:
          "Prueba y ajusta el dulzor con un poco más de leche condensada o la textura con un chorrito de leche fría.",
      },
      {
        name: "Servir",
        text: "Sirve enseguida en vasos altos y, si quieres, espolvorea un poco de canela molida por encima.",
      },
    ],
    nutrition_calories: "310 kcal",
    nutrition_protein: "9 g",
    nutrition_fat: "8 g",
    nutrition_carbs: "52 g",
  },
  {
    slug: "pure-de-malanga",
    title: "Puré de malanga",
    excerpt:
      "Puré de malanga suave y sedoso con mantequilla y un toque de ajo. El acompañante cubano ideal para carnes con salsa.",
    categories: ["platos-principales"],
    focus_keyword: "puré de malanga",
    meta_title: "Puré de malanga cubano: receta suave y cremosa",
    meta_description:
      "Receta de puré de malanga a la cubana con mantequilla, leche y ajo. Cómo pelar la malanga sin picor y lograr un puré sedoso que no quede gomoso.",
    content:
      `<p>El <strong>puré de malanga</strong> es suave, sedoso y con un ligero sabor a nuez que no tiene el puré de papa. En Cuba es la primera comida de los bebés y el remedio de los enfermos: se dice que la malanga «asienta el estómago», y no hay abuela que no la recomiende. Pero es también un acompañante excelente para cualquier carne con salsa.</p>
<h2>Un poco de historia</h2>
<p>La malanga es un tubérculo tropical de la familia de las aráceas, pariente del taro, que se cultiva en el Caribe desde hace muchísimo tiempo. En Cuba se come hervida, en frituras, en buñuelos y en el <a href="/ajiaco-criollo">ajiaco criollo</a>. Durante los años difíciles fue una de las viandas más buscadas en los mercados, y conseguir malanga para los niños era una pequeña victoria.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>Pelar sin picor</h3>
<p>La malanga cruda puede irritar la piel de las manos. Usa <strong>guantes</strong> o úntate un poco de aceite antes de pelarla, y lava los trozos en agua fría para quitar el exceso de almidón pegajoso.</p>
<ul>
<li>Cocínala en agua fría con sal y retírala en cuanto se deje atravesar con un tenedor.</li>
<li>Escúrrela muy bien: el agua sobrante convierte el puré en engrudo.</li>
<li>Májala en caliente con un pisapapas; la batidora eléctrica la vuelve gomosa.</li>
<li>Añade la leche caliente poco a poco hasta la textura que te guste.</li>
<li>Para los más pequeños, omite el ajo y la pimienta.</li>
</ul>
<p>Si el puré espesa mientras esperas a servirlo, caliéntalo a fuego bajo con un chorrito más de leche y remueve. La malanga absorbe mucho líquido, así que es normal.</p>
<h2>Cómo servirlo</h2>
<p>Es el compañero ideal de los platos con salsa: una <a href="/ropa-vieja">ropa vieja</a>, un <a href="/picadillo-a-la-habanera">picadillo</a> o un bistec encebollado. Sírvelo en un cuenco con un trocito de mantequilla derritiéndose encima y un poco de perejil picado. Se conserva dos días en la nevera, bien tapado.</p>`,
    published_days_ago: 252,
    updated_hours_after_publish: 20,
    prep_time: "PT15M",
    cook_time: "PT30M",
    total_time: "PT45M",
    recipe_yield: "4 porciones",
    recipe_category: "Acompañamiento",
    recipe_cuisine: "Cubana",
    ingredients: [
      "1 kg de malanga",
      "2 litros de agua fría",
      "10 g de sal",
      "60 g de mantequilla",
      "200 ml de leche entera caliente",
      "2 dientes de ajo picados finos",
      "15 ml de aceite de oliva",
      "1 g de pimienta blanca molida",
      "1 g de nuez moscada rallada",
    ],
    instructions: [
      {
        name: "Pelar y trocear",
        text:
          "Con guantes, pela la malanga, córtala en trozos de unos 4 cm y lávalos en agua fría para quitar el almidón pegajoso.",
      },
      {
        name: "Hervir",
        text:
          "Pon la malanga en una olla con el agua fría y la sal, lleva a ebullición y cocina a fuego medio entre 20 y 25 minutos, hasta que esté muy tierna.",
      },
      {
        name: "Escurrir",
        text: "Escúrrela muy bien y devuélvela a la olla caliente 1 minuto para que suelte el vapor.",
      },
      {
        name: "Dorar el ajo",
        text:
          "Mientras tanto, dora el ajo en el aceite de oliva a fuego bajo durante 1 minuto, sin que llegue a quemarse.",
      },
      {
        name: "Majar",
        text:
          "Maja la malanga en caliente con un pisapapas junto con la mantequilla. Añade la leche caliente poco a poco, removiendo, hasta lograr un puré sedoso.",
      },
      {
        name: "Sazonar y servir",
        text: "Incorpora el ajo con su aceite, la pimienta y la nuez moscada, rectifica la sal y sirve caliente.",
      },
    ],
    nutrition_calories: "320 kcal",
    nutrition_protein: "4 g",
    nutrition_fat: "14 g",
    nutrition_carbs: "45 g",
  },
];
