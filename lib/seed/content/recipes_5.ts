/** Demo recipes, part 5 of 7: papas-rellenas, sandwich-cubano, flan-de-leche, arroz-con-leche. */
import type { DemoRecipe } from "../types.ts";

/** Demo recipes papas-rellenas, sandwich-cubano, flan-de-leche, arroz-con-leche. */
export const recipes5: DemoRecipe[] = [
  {
    slug: "papas-rellenas",
    title: "Papas rellenas",
    excerpt:
      "Bolas de puré de papa rellenas de picadillo, empanizadas y fritas. Un clásico de cafetería cubana que en casa sale todavía mejor.",
    categories: ["aperitivos-y-entrantes"],
    tags: ["frituras", "para fiestas"],
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
    nutrition_saturated_fat: "7,3 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "56 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "4,2 g",
    nutrition_sugar: "7,8 g",
    nutrition_serving_size: "1 plato (340 g)",
  },
  {
    slug: "sandwich-cubano",
    title: "Sándwich cubano",
    excerpt:
      "Pan cubano con lechón asado, jamón, queso suizo, pepinillos y mostaza, prensado en la plancha. El sándwich cubano de verdad.",
    categories: ["platos-principales"],
    tags: ["fácil", "mojo criollo"],
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
    nutrition_saturated_fat: "12 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "134 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "4,4 g",
    nutrition_sugar: "8,2 g",
    nutrition_serving_size: "1 plato (510 g)",
  },
  {
    slug: "flan-de-leche",
    title: "Flan de leche",
    excerpt:
      "Flan de leche cubano con leche condensada y evaporada: cremoso, sin agujeritos y con un caramelo ámbar que se derrama al desmoldar.",
    categories: ["postres"],
    tags: ["tradicional", "para fiestas", "vegetariano", "sin gluten"],
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
    nutrition_saturated_fat: "5,5 g",
    nutrition_trans_fat: "0,2 g",
    nutrition_cholesterol: "110 mg",
    nutrition_sodium: "120 mg",
    nutrition_fiber: "0,5 g",
    nutrition_sugar: "40 g",
    nutrition_serving_size: "1 porción (130 g)",
  },
  {
    slug: "arroz-con-leche",
    title: "Arroz con leche",
    excerpt:
      "Arroz con leche cubano, cremoso, con canela y cáscara de limón. El postre más sencillo de la casa y uno de los más queridos.",
    categories: ["postres"],
    tags: ["tradicional", "fácil", "vegetariano", "sin gluten"],
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
    nutrition_saturated_fat: "3,9 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "110 mg",
    nutrition_sodium: "120 mg",
    nutrition_fiber: "0,5 g",
    nutrition_sugar: "45 g",
    nutrition_serving_size: "1 porción (120 g)",
  },
];
