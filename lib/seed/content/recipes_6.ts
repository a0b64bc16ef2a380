/** Demo recipes, part 6 of 7: natilla-cubana, bunuelos-de-yuca, mojito, batido-de-mamey. */
import type { DemoRecipe } from "../types.ts";

/** Demo recipes natilla-cubana, bunuelos-de-yuca, mojito, batido-de-mamey. */
export const recipes6: DemoRecipe[] = [
  {
    slug: "natilla-cubana",
    title: "Natilla cubana",
    excerpt:
      "Natilla cubana de yemas, leche, canela y limón, espesa y suave, servida fría en dulceras con canela molida por encima.",
    categories: ["postres"],
    tags: ["fácil", "vegetariano", "sin gluten"],
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
    nutrition_saturated_fat: "5,5 g",
    nutrition_trans_fat: "0,2 g",
    nutrition_cholesterol: "110 mg",
    nutrition_sodium: "120 mg",
    nutrition_fiber: "0,5 g",
    nutrition_sugar: "34 g",
    nutrition_serving_size: "1 porción (110 g)",
  },
  {
    slug: "bunuelos-de-yuca",
    title: "Buñuelos de yuca en almíbar",
    excerpt:
      "Buñuelos de yuca y malanga con anís, formados en ochos, fritos y bañados en almíbar de canela. El dulce de la Nochebuena cubana.",
    categories: ["postres"],
    tags: ["frituras", "para fiestas", "vegetariano"],
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
    nutrition_saturated_fat: "8,8 g",
    nutrition_trans_fat: "0,2 g",
    nutrition_cholesterol: "25 mg",
    nutrition_sodium: "120 mg",
    nutrition_fiber: "0,5 g",
    nutrition_sugar: "61 g",
    nutrition_serving_size: "1 porción (180 g)",
  },
  {
    slug: "mojito",
    title: "Mojito cubano",
    excerpt:
      "El mojito cubano clásico: ron blanco, limón, azúcar, hierbabuena y agua con gas, bien equilibrado y sin hojas machacadas.",
    categories: ["bebidas-y-cocteles"],
    tags: ["fácil", "para fiestas", "sin gluten"],
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
    nutrition_saturated_fat: "0 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "0 mg",
    nutrition_sodium: "25 mg",
    nutrition_fiber: "0,5 g",
    nutrition_sugar: "16 g",
    nutrition_serving_size: "1 vaso (300 ml)",
  },
  {
    slug: "batido-de-mamey",
    title: "Batido de mamey",
    excerpt:
      "Batido de mamey cubano, espeso y cremoso, con leche y un toque de leche condensada. Listo en cinco minutos con la fruta madura.",
    categories: ["bebidas-y-cocteles"],
    tags: ["fácil", "vegetariano", "sin gluten"],
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
    nutrition_saturated_fat: "4 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "5 mg",
    nutrition_sodium: "25 mg",
    nutrition_fiber: "0,5 g",
    nutrition_sugar: "47 g",
    nutrition_serving_size: "1 vaso (250 ml)",
  },
];
