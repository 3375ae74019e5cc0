import { readFileSync } from "node:fs";
import { ZRecipeInput } from "@simmer/contracts";
import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract";
import type { ExtractSource } from "./types";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

interface Case {
  file: string;
  url: string;
  source: ExtractSource;
  title: string;
  originals: string[];
  steps: string[];
  servings: number;
  total: number | null;
  sections?: string[];
  site?: string;
  link?: string;
  image?: string | null;
}

const cases: Case[] = [
  {
    file: "jsonld-graph-yoast.html",
    url: "https://weeknightpantry.example/lemon-garlic-chicken/?utm_source=x",
    source: "json-ld",
    title: "Lemon Garlic Chicken Thighs",
    originals: [
      "6 bone-in chicken thighs",
      "1½ tsp kosher salt",
      "4 cloves garlic, minced",
      "2 tablespoons olive oil",
      "1 lemon, thinly sliced",
      "½ cup chicken broth",
    ],
    steps: [
      "Sear: Pat the chicken dry and season with salt.",
      "Heat the oil in a skillet and sear skin-side down for 8 minutes.",
      "Braise: Add garlic, lemon & broth; roast at 425°F for 25 minutes.",
    ],
    servings: 4,
    total: 45,
    site: "Weeknight Pantry",
    link: "https://weeknightpantry.example/lemon-garlic-chicken/",
    image: "https://weeknightpantry.example/wp-content/uploads/chicken-1x1.jpg",
  },
  {
    file: "jsonld-array-top.html",
    url: "https://slowmornings.example/recipes/overnight-oats?ref=pin",
    source: "json-ld",
    title: "Overnight Oats",
    originals: ["1 cup rolled oats", "1 cup milk", "½ cup Greek yogurt", "2 tbsp maple syrup", "Pinch of salt"],
    steps: ["Stir everything together in a jar.", "Cover and refrigerate overnight.", "Top with fruit and serve cold."],
    servings: 2,
    total: 485,
    site: "slowmornings.example",
    link: "https://slowmornings.example/recipes/overnight-oats",
    image: "https://slowmornings.example/images/oats.jpg",
  },
  {
    file: "jsonld-mainentity.html",
    url: "https://bakestreet.example/cookies/brown-butter?print=1",
    source: "json-ld",
    title: "Brown Butter Chocolate Chip Cookies",
    originals: [
      "1 cup (2 sticks) unsalted butter",
      "2 1/4 cups all-purpose flour",
      "1 tsp baking soda",
      "3/4 cup brown sugar",
      "2 large eggs",
      "2 cups chocolate chips",
    ],
    steps: ["Brown the butter in a saucepan; cool for 1 hour.", "Preheat oven to 350°F.", "Mix, scoop and bake 10–12 minutes."],
    servings: 24,
    total: 92,
    site: "Bake Street",
    link: "https://bakestreet.example/cookies/brown-butter",
    image: "https://bakestreet.example/media/cookies.jpg",
  },
  {
    file: "jsonld-html-instructions.html",
    url: "https://eggs.example/shakshuka",
    source: "json-ld",
    title: "Shakshuka with Feta",
    originals: [
      "2 tbsp olive oil",
      "1 onion, diced",
      "1 (28 ounce) can crushed tomatoes",
      "1 tsp ground cumin",
      "6 eggs",
      "¼ cup crumbled feta",
    ],
    steps: [
      "Soften the onion in the oil.",
      "Add cumin and tomatoes; simmer 10 minutes.",
      "Crack in the eggs, cover and cook until set. Scatter feta.",
    ],
    servings: 3,
    total: 35,
  },
  {
    file: "jsonld-german.html",
    url: "https://kuechenfreude.example/rezepte/kaiserschmarrn",
    source: "json-ld",
    title: "Kaiserschmarrn",
    originals: ["4 Eier", "250 ml Milch", "125 g Mehl", "1 Prise Salz", "2 EL Zucker", "30 g Butter", "Puderzucker zum Bestäuben"],
    steps: [
      "Eier trennen. Eigelb mit Milch, Mehl und Salz glatt rühren.",
      "Eiweiß mit Zucker steif schlagen und unterheben.",
      "In Butter goldbraun backen, zerreißen und mit Puderzucker bestäuben.",
    ],
    servings: 4,
    total: 35,
    site: "Küchenfreude",
    image: "https://kuechenfreude.example/bilder/kaiserschmarrn.jpg",
  },
  {
    file: "jsonld-french.html",
    url: "https://cuisinedumarche.example/recettes/quiche-lorraine?amp",
    source: "json-ld",
    title: "Quiche lorraine",
    originals: ["1 pâte brisée", "200 g de lardons", "3 œufs", "20 cl de crème fraîche", "Sel, poivre", "Muscade"],
    steps: [
      "Préchauffer le four à 180 °C.",
      "Faire revenir les lardons, puis les répartir sur la pâte.",
      "Battre les œufs avec la crème, assaisonner et verser. Cuire 35 minutes.",
    ],
    servings: 6,
    total: 50,
    link: "https://cuisinedumarche.example/recettes/quiche-lorraine",
  },
  {
    file: "jsonld-type-array.html",
    url: "https://ladle.example/chili",
    source: "json-ld",
    title: "Weeknight Beef Chili",
    originals: [
      "2 lbs ground beef",
      "1 (15 oz) can kidney beans, drained",
      "2 cups beef broth",
      "3 tablespoons chili powder",
      "Sour cream, for serving (optional)",
    ],
    steps: ["Brown the beef in a Dutch oven.", "Simmer: Add beans, broth and chili powder.", "Simmer for 1 hour, stirring now and then."],
    servings: 8,
    total: 75,
  },
  {
    file: "jsonld-broken-json.html",
    url: "https://flip.example/pancakes",
    source: "json-ld",
    title: "Fluffy Pancakes",
    originals: ["1 1/2 cups flour", "3 1/2 tsp baking powder", "1 1/4 cups milk", "1 egg", "3 tbsp butter, melted"],
    steps: [
      "Whisk the dry ingredients. Make a well in the centre.",
      "Pour in milk, egg and butter; mix until smooth.",
      "Cook on a hot griddle.",
    ],
    servings: 12,
    total: 25,
  },
  {
    file: "jsonld-multiple-scripts.html",
    url: "https://green.example/salsa-verde",
    source: "json-ld",
    title: "Salsa Verde",
    originals: ["1 cup parsley leaves", "2 tbsp capers", "1 clove garlic", "1/2 cup olive oil", "Juice of 1 lemon"],
    steps: ["Chop everything finely.", "Stir in the oil and lemon juice."],
    servings: 1,
    total: 10,
  },
  {
    file: "jsonld-ingredient-groups.html",
    url: "https://crumb.example/carrot-cake",
    source: "json-ld",
    title: "Carrot Cake",
    originals: ["2 cups flour", "2 tsp cinnamon", "3 cups grated carrots", "8 oz cream cheese", "1/2 cup butter", "2 cups powdered sugar"],
    steps: ["Bake the cake at 350°F for 40 minutes.", "Beat the frosting and spread on the cooled cake."],
    servings: 12,
    total: 90,
    sections: ["Cake", "Frosting"],
    site: "Crumb & Co",
  },
  {
    file: "jsonld-spanish.html",
    url: "https://cocinadeana.example/tortilla",
    source: "json-ld",
    title: "Tortilla de patatas",
    originals: ["500 g de patatas", "6 huevos", "1 cebolla", "200 ml de aceite de oliva", "Sal"],
    steps: [
      "Pelar y cortar las patatas y la cebolla.",
      "Freír a fuego lento en el aceite 20 minutos.",
      "Mezclar con los huevos batidos y cuajar por ambos lados.",
    ],
    servings: 4,
    total: 45,
  },
  {
    file: "jsonld-itemlist.html",
    url: "https://soups.example/best",
    source: "json-ld",
    title: "Tomato Soup",
    originals: ["2 lb tomatoes", "1 onion", "2 cups stock"],
    steps: ["Roast the tomatoes and onion.", "Blend with the stock and heat through."],
    servings: 4,
    total: 40,
  },
  {
    file: "jsonld-no-title-og.html",
    url: "https://knots.example/garlic-knots",
    source: "json-ld",
    title: "Garlic Knots",
    originals: ["1 lb pizza dough", "4 tbsp butter, melted", "3 cloves garlic, minced"],
    steps: ["Cut the dough into 16 strips and tie knots.", "Bake and brush with garlic butter."],
    servings: 16,
    total: 120,
    image: "https://knots.example/uploads/knots.jpg",
  },
  {
    file: "microdata-classic.html",
    url: "https://grandmastin.example/oatmeal",
    source: "microdata",
    title: "Oatmeal Raisin Cookies",
    originals: ["1 cup butter, softened", "1 cup packed brown sugar", "2 eggs", "3 cups rolled oats", "1 cup raisins"],
    steps: ["Cream the butter and sugar.", "Beat in the eggs, then stir in oats and raisins.", "Bake at 350°F for 10 to 12 minutes."],
    servings: 36,
    total: 45,
    image: "https://grandmastin.example/photos/oatmeal.jpg",
  },
  {
    file: "microdata-howtostep.html",
    url: "https://avo.example/guac",
    source: "microdata",
    title: "Chunky Guacamole",
    originals: ["3 ripe avocados", "1 lime, juiced", "1/2 tsp salt", "1/4 cup diced red onion"],
    steps: ["Mash the avocados with lime and salt.", "Fold in the onion and serve."],
    servings: 4,
    total: 15,
  },
  {
    file: "rdfa.html",
    url: "https://hummus.example/smooth",
    source: "microdata",
    title: "Smooth Hummus",
    originals: ["1 (15 ounce) can chickpeas", "1/4 cup tahini", "2 tbsp lemon juice", "1 garlic clove"],
    steps: ["Blend the chickpeas with tahini and lemon.", "Add garlic and ice water until smooth."],
    servings: 6,
    total: 20,
    image: "https://hummus.example/h.jpg",
  },
  {
    file: "microdata-italian.html",
    url: "https://cucinanonna.example/pesto",
    source: "microdata",
    title: "Pesto alla genovese",
    originals: ["50 g di basilico", "30 g di pinoli", "70 g di parmigiano", "100 ml di olio extravergine"],
    steps: ["Pestare l'aglio e i pinoli nel mortaio.", "Aggiungere il basilico e i formaggi, poi l’olio a filo."],
    servings: 4,
    total: 15,
  },
  {
    file: "heuristic-blog.html",
    url: "https://lkn.example/2023/05/tomato-pasta/?amp=1",
    source: "heuristic",
    title: "Simple Tomato Pasta",
    originals: ["12 oz spaghetti", "3 tbsp olive oil", "4 cloves garlic, sliced", "1 (28 oz) can whole tomatoes", "Fresh basil, torn"],
    steps: [
      "Boil the pasta in salted water.",
      "Sizzle the garlic in oil, add tomatoes and simmer 15 minutes.",
      "Toss the pasta with the sauce and basil.",
    ],
    servings: 4,
    total: 30,
    site: "Little Kitchen Notes",
    link: "https://lkn.example/2023/05/tomato-pasta/",
    image: "https://lkn.example/pasta.jpg",
  },
  {
    file: "heuristic-german.html",
    url: "https://oma.example/apfelstrudel",
    source: "heuristic",
    title: "Apfelstrudel wie bei Oma",
    originals: ["250 g Mehl", "125 ml lauwarmes Wasser", "3 EL Öl", "1 kg Äpfel", "100 g Zucker", "1 TL Zimt", "50 g Rosinen"],
    steps: [
      "Mehl, Wasser und Öl zu einem glatten Teig kneten und 30 Minuten ruhen lassen.",
      "Äpfel schälen, in Scheiben schneiden und mit Zucker, Zimt und Rosinen mischen.",
      "Teig ausziehen, füllen, einrollen und bei 180 °C 45 Minuten backen.",
    ],
    servings: 8,
    total: 90,
    sections: ["Für den Teig", "Für die Füllung"],
    site: "oma.example",
  },
  {
    file: "heuristic-french.html",
    url: "https://petitfour.example/crepes",
    source: "heuristic",
    title: "Crêpes faciles",
    originals: ["250 g de farine", "4 œufs", "½ litre de lait", "1 pincée de sel", "50 g de beurre fondu"],
    steps: [
      "Mélanger la farine et les œufs.",
      "Ajouter le lait petit à petit, puis le beurre.",
      "Laisser reposer 30 minutes et cuire les crêpes à la poêle.",
    ],
    servings: 6,
    total: 45,
  },
  {
    file: "heuristic-strong-labels.html",
    url: "https://mom.example/banana-bread",
    source: "heuristic",
    title: "Mom's Banana Bread",
    originals: [
      "3 ripe bananas, mashed",
      "1/3 cup melted butter",
      "3/4 cup sugar",
      "1 egg, beaten",
      "1 tsp baking soda",
      "1 1/2 cups flour",
    ],
    steps: ["Mix butter into the bananas.", "Stir in sugar, egg, soda, then flour.", "Bake at 350°F for 1 hour."],
    servings: 10,
    total: 75,
  },
  {
    file: "heuristic-spanish.html",
    url: "https://sur.example/gazpacho",
    source: "heuristic",
    title: "Gazpacho andaluz",
    originals: ["1 kg de tomates maduros", "1 pepino", "1 diente de ajo", "50 ml de aceite de oliva", "Sal al gusto"],
    steps: ["Trocear las verduras.", "Triturar con el aceite y la sal.", "Enfriar al menos 2 horas."],
    servings: 4,
    total: 20,
  },
  {
    file: "heuristic-broken.html",
    url: "https://lemon.example/lemonade",
    source: "heuristic",
    title: "Easy Lemonade",
    originals: ["1 cup fresh lemon juice", "3/4 cup sugar", "5 cups cold water"],
    steps: ["Stir the sugar into the lemon juice until it dissolves.", "Add the water & ice."],
    servings: 6,
    total: null,
  },
  {
    file: "jsonld-steps-in-html-only.html",
    url: "https://sundaytable.example/roast-potatoes",
    source: "json-ld",
    title: "Crispy Roast Potatoes",
    originals: ["2 kg floury potatoes", "100 ml goose fat", "1 tsp flaky salt"],
    steps: [
      "Parboil the potatoes for 10 minutes.",
      "Shake in the colander to rough up the edges.",
      "Roast in hot fat for 50 minutes, turning once.",
    ],
    servings: 6,
    total: 70,
    site: "Sunday Table",
  },
  {
    file: "jsonld-string-steps-array.html",
    url: "https://tea.example/peach",
    source: "json-ld",
    title: "Peach Iced Tea",
    originals: ["8 cups water", "6 black tea bags", "2 ripe peaches, sliced", "⅓ cup honey"],
    steps: ["Boil the water and steep the tea for 5 minutes.", "Stir in honey & peaches.", "Chill for at least 4 hours."],
    servings: 8,
    total: 240,
    image: "https://tea.example/a.jpg",
  },
  {
    file: "heuristic-dutch.html",
    url: "https://pollepel.example/erwtensoep",
    source: "heuristic",
    title: "Erwtensoep",
    originals: ["500 g spliterwten", "2 l water", "1 rookworst", "2 wortels"],
    steps: [
      "Kook de erwten in het water gaar.",
      "Voeg de groenten toe en laat 30 minuten zachtjes koken.",
      "Serveer met plakjes rookworst.",
    ],
    servings: 6,
    total: null,
    site: "Pan & Pollepel",
  },
  {
    file: "heuristic-portuguese-div-lists.html",
    url: "https://doce.example/brigadeiro",
    source: "heuristic",
    title: "Brigadeiro",
    originals: ["1 lata de leite condensado", "1 colher de sopa de manteiga", "4 colheres de sopa de chocolate em pó"],
    steps: ["Misture tudo numa panela em fogo baixo.", "Mexa até desgrudar do fundo.", "Enrole e passe no granulado."],
    servings: 20,
    total: null,
  },
  {
    file: "jsonld-wprm-plugin.html",
    url: "https://saltandskillet.example/creamy-tuscan-chicken/?utm_medium=social",
    source: "json-ld",
    title: "Creamy Tuscan Chicken",
    originals: [
      "1 1/2 lbs boneless skinless chicken breasts",
      "1 teaspoon salt",
      "2 tablespoons olive oil",
      "3 cloves garlic, minced",
      "1 cup heavy cream",
      "1/2 cup chicken broth",
      "1/2 cup grated parmesan",
      "1/2 cup sun-dried tomatoes, chopped",
      "2 cups baby spinach",
    ],
    steps: [
      "Chicken: Season the chicken with salt.",
      "Sear in the oil for 5 to 6 minutes a side, then set aside.",
      "Sauce: Cook the garlic for 30 seconds, then add cream, broth & parmesan.",
      "Stir in tomatoes and spinach, return the chicken and simmer 5 minutes.",
    ],
    servings: 4,
    total: 35,
    sections: ["Chicken", "Sauce"],
    site: "Salt & Skillet",
    link: "https://saltandskillet.example/creamy-tuscan-chicken/",
    image: "https://saltandskillet.example/wp-content/uploads/2024/02/tuscan-chicken.jpg",
  },
  {
    file: "jsonld-publisher-newsarticle.html",
    url: "https://dailytable.example/recipes/2025/01/braised-short-ribs?smid=share",
    source: "json-ld",
    title: "Red Wine Braised Short Ribs",
    originals: [
      "4 pounds bone-in beef short ribs",
      "Kosher salt and black pepper",
      "2 tablespoons vegetable oil",
      "1 large onion, chopped",
      "2 carrots, chopped",
      "2 tablespoons tomato paste",
      "1 (750-milliliter) bottle dry red wine",
      "2 cups beef stock",
      "3 sprigs thyme",
    ],
    steps: [
      "Heat oven to 325 degrees. Season ribs well with salt and pepper.",
      "Brown the ribs in oil in batches, about 10 minutes per batch.",
      "Soften the onion and carrots, stir in tomato paste, add wine and stock.",
      "Return the ribs with the thyme, cover and braise until tender, about 3 hours.",
    ],
    servings: 6,
    total: 195,
    site: "The Daily Table",
    link: "https://dailytable.example/recipes/2025/01/braised-short-ribs",
    image: "https://static.dailytable.example/img/ribs-16x9.jpg",
  },
  {
    file: "jsonld-comment-trailing-commas.html",
    url: "https://smokeclub.example/pulled-pork",
    source: "json-ld",
    title: "Slow Cooker Pulled Pork",
    originals: [
      "1 (4 lb) pork shoulder",
      "2 tbsp brown sugar",
      "1 tbsp smoked paprika",
      "1 cup barbecue sauce",
      "1/2 cup apple cider vinegar",
    ],
    steps: [
      "Mix the sugar and paprika and rub it over the pork.",
      "Put the pork in the slow cooker with the vinegar.",
      "Cook on low for 8 hours, then shred with two forks.",
      "Stir in the barbecue sauce.",
    ],
    servings: 8,
    total: 500,
    site: "Backyard Smoke Club",
  },
  {
    file: "jsonld-cdata-numbered.html",
    url: "https://auntstin.example/cookies/ginger.html",
    source: "json-ld",
    title: "Chewy Ginger Molasses Cookies",
    originals: [
      "2 1/4 cups flour",
      "2 tsp ground ginger",
      "1 tsp baking soda",
      "3/4 cup butter, softened",
      "1 cup sugar",
      "1 egg",
      "1/4 cup molasses",
    ],
    steps: [
      "Whisk the flour, ginger and soda.",
      "Beat the butter and sugar, then the egg and molasses.",
      "Stir in the flour, roll into balls and bake at 350°F for 10 to 12 minutes.",
    ],
    servings: 12,
    total: 27,
    image: "https://auntstin.example/images/ginger-cookies.jpg",
  },
  {
    file: "jsonld-multiple-recipes.html",
    url: "https://tacotuesday.example/fish-tacos",
    source: "json-ld",
    title: "Baja Fish Tacos",
    originals: [
      "1 lb cod fillets",
      "1 cup flour",
      "1 cup cold beer",
      "8 corn tortillas",
      "2 cups shredded cabbage",
      "Lime wedges, for serving",
    ],
    steps: [
      "Whisk the flour and beer into a batter.",
      "Dip the fish and fry until golden, 3 to 4 minutes.",
      "Fill warm tortillas with fish, cabbage and crema.",
    ],
    servings: 4,
    total: 40,
  },
  {
    file: "jsonld-ingredient-headings.html",
    url: "https://pieday.example/apple-crumble-pie",
    source: "json-ld",
    title: "Apple Crumble Pie",
    originals: [
      "1 1/4 cups flour",
      "1/2 cup cold butter, cubed",
      "3 tbsp ice water",
      "6 apples, peeled and sliced",
      "1/3 cup sugar",
      "1 tsp cinnamon",
      "1/2 cup oats",
      "1/4 cup brown sugar",
      "4 tbsp butter, melted",
    ],
    steps: [
      "Crust: Rub the butter into the flour, add water and chill.",
      "Pie: Toss the apples with sugar and cinnamon and pile into the crust.",
      "Mix the crumble, scatter on top and bake 50 minutes at 375°F.",
    ],
    servings: 8,
    total: 95,
    sections: ["For the crust", "For the filling", "For the crumble"],
  },
  {
    file: "jsonld-japanese.html",
    url: "https://gohancho.example/recipes/teriyaki",
    source: "json-ld",
    title: "鶏の照り焼き",
    originals: ["鶏もも肉 1枚（300g）", "醤油 大さじ2", "みりん 大さじ2", "砂糖 小さじ１", "生姜 1かけ", "サラダ油 適量"],
    steps: [
      "鶏肉の余分な脂を取り、厚さを均一にする。",
      "フライパンに油を熱し、皮目から中火で5分焼く。",
      "裏返して3分焼き、合わせた調味料を加えて煮からめる。",
    ],
    servings: 2,
    total: 20,
    site: "毎日ごはん帖",
    image: "https://gohancho.example/img/teriyaki-main.jpg",
  },
  {
    file: "jsonld-italian.html",
    url: "https://casamia.example/ricette/pasta-alla-norma/?fbclid=abc",
    source: "json-ld",
    title: "Pasta alla Norma",
    originals: [
      "320 g di rigatoni",
      "2 melanzane",
      "400 g di passata di pomodoro",
      "1 spicchio d'aglio",
      "3 cucchiai di olio extravergine d'oliva",
      "100 g di ricotta salata",
      "Basilico q.b.",
    ],
    steps: [
      "Tagliate le melanzane a cubetti e friggetele in olio ben caldo.",
      "Fate soffriggere l’aglio, aggiungete la passata e cuocete 15 minuti.",
      "Condite la pasta con il sugo, le melanzane e la ricotta grattugiata.",
    ],
    servings: 4,
    total: 50,
    link: "https://casamia.example/ricette/pasta-alla-norma/",
    image: "https://casamia.example/img/norma.jpg",
  },
  {
    file: "jsonld-spanish-double-encoded.html",
    url: "https://cocinalola.example/paella-de-marisco/",
    source: "json-ld",
    title: "Paella de marisco",
    originals: [
      "400 g de arroz bomba",
      "1 l de caldo de pescado",
      "300 g de gambas",
      "500 g de mejillones",
      "1 pimiento rojo",
      "2 dientes de ajo",
      "1 cucharadita de pimentón",
      "Unas hebras de azafrán",
      "4 cucharadas de aceite de oliva",
      "Sal",
    ],
    steps: [
      "Sofrito: Sofríe el pimiento y el ajo en el aceite.",
      "Añade el pimentón y el arroz, y remueve un minuto.",
      "Arroz: Vierte el caldo caliente con el azafrán y cuece 10 minutos a fuego fuerte.",
      "Coloca las gambas y los mejillones y cuece 8 minutos más a fuego bajo.",
      "Deja reposar 5 minutos tapada con un paño.",
    ],
    servings: 4,
    total: 60,
    site: "La Cocina de Lola",
  },
  {
    file: "microdata-german-print-copy.html",
    url: "https://topfgucker.example/rezepte/linsensuppe",
    source: "microdata",
    title: "Linsensuppe mit Würstchen",
    originals: [
      "250 g Tellerlinsen",
      "2 EL Olivenöl",
      "1 Zwiebel, gewürfelt",
      "2 Möhren",
      "0,5 l Gemüsebrühe",
      "4 Wiener Würstchen",
      "1 TL Salz",
      "1 Schuss Essig",
    ],
    steps: [
      "Zwiebel und Möhren im Öl andünsten.",
      "Linsen und Brühe zugeben und 40 Minuten köcheln lassen.",
      "Würstchen in Scheiben schneiden, in der Suppe erwärmen und mit Salz und Essig abschmecken.",
    ],
    servings: 4,
    total: 60,
    site: "Topfgucker",
    image: "https://topfgucker.example/bilder/linsensuppe.jpg",
  },
  {
    file: "rdfa-french.html",
    url: "https://petitmarche.example/recettes/ratatouille",
    source: "microdata",
    title: "Ratatouille provençale",
    originals: [
      "2 aubergines",
      "3 courgettes",
      "2 poivrons rouges",
      "4 tomates bien mûres",
      "2 c. à soupe d'huile d'olive",
      "1 c. à café d’herbes de Provence",
      "Sel, poivre",
    ],
    steps: [
      "Couper tous les légumes en dés.",
      "Faire revenir chaque légume séparément dans l'huile d'olive.",
      "Réunir le tout avec les herbes et laisser mijoter 1 heure à feu doux.",
    ],
    servings: 6,
    total: 90,
    site: "Le Petit Marché",
    image: "https://petitmarche.example/photos/ratatouille.jpg",
  },
  {
    file: "heuristic-japanese.html",
    url: "https://daidokoro.example/nikujaga",
    source: "heuristic",
    title: "基本の肉じゃが",
    originals: ["牛こま切れ肉 200g", "じゃがいも 3個", "玉ねぎ 1個", "にんじん 1本", "醤油 大さじ3", "砂糖 大さじ2", "だし汁 300ml"],
    steps: ["じゃがいもは一口大に切り、水にさらす。", "鍋で肉と野菜を炒め、だし汁を加える。", "砂糖と醤油を加え、落とし蓋をして20分煮る。"],
    servings: 4,
    total: 40,
  },
  {
    file: "heuristic-italian-comments.html",
    url: "https://dolcizia.example/tiramisu-classico",
    source: "heuristic",
    title: "Tiramisù classico",
    originals: ["4 uova", "100 g di zucchero", "500 g di mascarpone", "300 g di savoiardi", "300 ml di caffè", "2 cucchiai di cacao amaro"],
    steps: [
      "Montate i tuorli con lo zucchero, poi unite il mascarpone.",
      "Montate gli albumi a neve e incorporateli delicatamente.",
      "Inzuppate i savoiardi nel caffè e alternateli alla crema.",
      "Spolverate di cacao e lasciate in frigo per una notte.",
    ],
    servings: 6,
    total: 30,
    site: "Dolci della Zia",
  },
  {
    file: "heuristic-plugin-groups.html",
    url: "https://crumbsco.example/chocolate-layer-cake/",
    source: "plugin",
    title: "Chocolate Layer Cake",
    originals: [
      "2 cups sugar",
      "1 ¾ cups all-purpose flour",
      "¾ cup cocoa powder",
      "2 eggs",
      "1 cup buttermilk",
      "1 cup butter, softened",
      "3 cups powdered sugar",
      "⅔ cup cocoa powder",
    ],
    steps: [
      "Heat the oven to 350°F and grease two 9-inch pans.",
      "Whisk the dry ingredients, then beat in eggs and buttermilk.",
      "Bake for 30 to 35 minutes and cool completely.",
      "Beat the frosting and spread between the layers and over the cake.",
    ],
    servings: 12,
    total: 65,
    sections: ["Cake", "Frosting"],
    image: "https://crumbsco.example/cake.jpg",
  },
  {
    file: "og-title-heuristic.html",
    url: "https://weeknightco.example/sheet-pan-gnocchi?utm_campaign=mail",
    source: "heuristic",
    title: "Sheet Pan Gnocchi with Peppers",
    originals: ["1 lb shelf-stable gnocchi", "2 bell peppers, sliced", "1 red onion, cut into wedges", "3 tbsp olive oil", "½ tsp salt"],
    steps: ["Heat the oven to 425°F.", "Toss everything with the oil and salt on a sheet pan.", "Roast for 25 minutes, stirring halfway."],
    servings: 3,
    total: null,
    site: "Weeknight Co.",
    link: "https://weeknightco.example/sheet-pan-gnocchi",
    image: "https://weeknightco.example/media/gnocchi-og.jpg",
  },
  {
    file: "heuristic-broken-unclosed.html",
    url: "https://ruthskitchen.example/cornbread.html",
    source: "heuristic",
    title: "Grandma's Cornbread",
    originals: ["1 cup cornmeal", "1 cup flour", "1/4 cup sugar", "1 Tbsp. baking powder", "1 cup milk", "1 egg", "1/3 cup oil"],
    steps: ["Preheat oven to 400°.", "Mix it all together, just until wet.", 'Bake in a greased 8" pan for 20-25 minutes.'],
    servings: 9,
    total: 35,
  },
  {
    file: "heuristic-story-list-first.html",
    url: "https://homeovendiaries.example/easy-banana-bread/",
    source: "heuristic",
    title: "Easy Banana Bread (One Bowl!)",
    originals: ["3 ripe bananas, mashed", "⅓ cup melted butter", "1 tsp baking soda", "¾ cup sugar", "1 egg, beaten", "1 ½ cups flour"],
    steps: [
      "Heat the oven to 350°F and butter a loaf pan.",
      "Stir the butter into the bananas, then the soda, sugar and egg.",
      "Fold in the flour and bake for 60 minutes.",
    ],
    servings: 10,
    total: 70,
  },
  {
    file: "jsonld-br-ingredients.html",
    url: "https://morningbowl.example/chia-pudding",
    source: "json-ld",
    title: "Overnight Chia Pudding",
    originals: ["1 cup almond milk", "3 tbsp chia seeds", "1 tbsp maple syrup", "½ tsp vanilla extract"],
    steps: ["Whisk everything together in a jar.", "Chill overnight and stir before serving."],
    servings: 2,
    total: 5,
    site: "Morning Bowl",
    image: null,
  },
  {
    file: "heuristic-div-labels.html",
    url: "https://studentpot.example/two-bean-chilli",
    source: "heuristic",
    title: "Two-Bean Chilli",
    originals: [
      "1 tbsp oil",
      "1 onion, chopped",
      "1 x 400g tin chopped tomatoes",
      "2 (15-oz.) cans beans, drained",
      "1½ tsp chilli powder",
      "200 ml vegetable stock",
      "Salt & pepper, to taste",
    ],
    steps: ["Soften the onion in the oil for 5 minutes.", "Add everything else and simmer for 35 minutes."],
    servings: 6,
    total: 50,
    site: "The Student Pot",
  },
  {
    file: "jsonld-unescaped-quotes.html",
    url: "https://sunnycounter.example/lemon-bars",
    source: "json-ld",
    title: "Lime Squares",
    originals: ["1 cup butter, softened", "½ cup powdered sugar", "2 cups flour", "4 eggs", "1 ½ cups sugar", "⅓ cup lemon juice"],
    steps: [
      'Press the butter, powdered sugar and flour into a 9x13" pan and bake 20 minutes.',
      "Whisk the eggs, sugar and lemon juice, pour over the base and bake 25 minutes.",
      "Cool, dust with sugar and cut into 16 'bars'.",
    ],
    servings: 16,
    total: 65,
    site: "Sunny Counter",
  },
  {
    file: "jsonld-image-reference.html",
    url: "https://nonnastable.example/sunday-meatballs/",
    source: "json-ld",
    title: "Grandma’s Sunday Meatballs",
    originals: [
      "1 lb ground beef",
      "1/2 lb ground pork",
      "1/2 cup breadcrumbs",
      "1/3 cup milk",
      "1 egg",
      "1/2 cup grated Pecorino Romano",
      "2 cloves garlic, grated",
      "1 (28 oz) can crushed tomatoes",
    ],
    steps: [
      "Soak the breadcrumbs in the milk for 5 minutes.",
      "Mix in the meat, egg, cheese and garlic and roll into 18 balls.",
      "Brown the meatballs, add the tomatoes and simmer for 1 hour.",
    ],
    servings: 6,
    total: 85,
    site: "Nonna's Table",
    image: "https://nonnastable.example/wp-content/uploads/meatballs.jpg",
  },
];

describe("extractRecipe", () => {
  it.each(cases)("$file ($source)", (c) => {
    const result = extractRecipe(fixture(c.file), c.url);
    if (!result.found) throw new Error(result.message);
    const { recipe } = result;
    expect(result.source).toBe(c.source);
    expect(recipe.title).toBe(c.title);
    expect(recipe.sections.flatMap((s) => s.ingredients.map((i) => i.original))).toEqual(c.originals);
    expect(recipe.instructions).toEqual(c.steps.map((instruction, i) => ({ step_number: i + 1, instruction })));
    expect(recipe.servings).toBe(c.servings);
    expect(recipe.total_time_min).toBe(c.total);
    if (c.sections) expect(recipe.sections.map((s) => s.section_name)).toEqual(c.sections);
    if (c.site) expect(recipe.data_source_name).toBe(c.site);
    if (c.link) expect(recipe.data_source_link).toBe(c.link);
    if (c.image !== undefined) expect(recipe.image_url).toBe(c.image);
    // What the form receives must pass the same contract the save does.
    expect(ZRecipeInput.safeParse(recipe).success).toBe(true);
  });

  it("says so when a page has no recipe", () => {
    const result = extractRecipe(fixture("og-only-no-recipe.html"), "https://blog.example/knives");
    expect(result).toEqual({ found: false, message: expect.stringContaining("No recipe was found") });
    expect(extractRecipe("", "https://x.example/").found).toBe(false);
    expect(extractRecipe("<<<>>>&&&", "https://x.example/").found).toBe(false);
  });

  it("never throws on hostile or odd markup and values", () => {
    const odd = [
      '<script type="application/ld+json">null</script><script type="application/ld+json">[[[[]]]]</script>',
      '<script type="application/ld+json">{"@type":"Recipe","name":42,"recipeIngredient":[1,null,{"x":1},"2 cups flour"],"recipeInstructions":{"@type":"HowToStep"},"image":{"url":"javascript:alert(1)"},"recipeYield":-3,"totalTime":"PT"}</script>',
      '<script type="application/ld+json">{"@graph":{"@type":"Recipe","recipeIngredient":"1 egg","recipeInstructions":[[["Fry it."]]]}}</script>',
      `<div itemscope itemtype="http://schema.org/Recipe"><span itemprop="recipeIngredient"></span><div itemprop="recipeInstructions" itemscope></div></div>`,
      "<h2>Ingredients</h2>".repeat(500),
      `<ul>${"<li>".repeat(2000)}`,
      `<script type="application/ld+json">{"@type":"Recipe","recipeIngredient":["${"鶏1".repeat(10_000)} 大さじ"],"recipeInstructions":"${'a" b'.repeat(5_000)}"}</script>`,
      `<script type="application/ld+json">{"@type":"Recipe","recipeIngredient":["${"1 ".repeat(10_000)}x", "${"For the ".repeat(2_000)}"]}</script>`,
      `<h2>Ingredients</h2><ul><li>${"1 cup/".repeat(5_000)}</li></ul>${"<p>Serves ".repeat(2_000)}`,
    ];
    for (const html of odd) expect(() => extractRecipe(html, "https://odd.example/")).not.toThrow();
    const scalar = extractRecipe(odd[1] ?? "", "https://odd.example/");
    if (!scalar.found) throw new Error(scalar.message);
    expect(scalar.recipe).toMatchObject({ title: "42", image_url: null, servings: 1, total_time_min: null });
    expect(scalar.recipe.sections[0]?.ingredients.map((i) => i.original)).toEqual(["1", "2 cups flour"]);
    expect(ZRecipeInput.safeParse(scalar.recipe).success).toBe(true);
  });

  it("keeps links within what the form saves", () => {
    const long = `https://long.example/recipe?${"tracking=1&".repeat(40)}`;
    const result = extractRecipe("<h1>Toast</h1><h2>Ingredients</h2><ul><li>1 slice bread</li></ul>", long);
    if (!result.found) throw new Error(result.message);
    expect(result.recipe.data_source_link).toBe("https://long.example/recipe");
    expect(ZRecipeInput.safeParse(result.recipe).success).toBe(true);
  });

  it("structures lines, keeps metric volumes as written and warns about lines kept whole", () => {
    const result = extractRecipe(fixture("jsonld-german.html"), "https://kuechenfreude.example/k");
    if (!result.found) throw new Error(result.message);
    const lines = result.recipe.sections[0]?.ingredients ?? [];
    expect(lines[1]).toMatchObject({ quantity: "250", unit: "milliliters", ingredient_name: "Milch", original: "250 ml Milch" });
    expect(lines[2]).toMatchObject({ quantity: "125", unit: "grams", ingredient_name: "Mehl" });
    expect(lines[3]).toMatchObject({ quantity: "1", unit: "pinches", ingredient_name: "Salz", original: "1 Prise Salz" });
    expect(lines[4]).toMatchObject({ quantity: "2", unit: "tablespoons", ingredient_name: "Zucker", original: "2 EL Zucker" });
    expect(lines[6]).toMatchObject({ ingredient_name: "Puderzucker zum Bestäuben", quantity: "", unit: "units" });
    expect(result.warnings).toContain("1 ingredient line kept as written: no amount recognised.");
    // Keywords ("Österreich, Dessert, einfach") are search words, not tags (ADR 133).
    expect(result.recipe.tags).toEqual(["Süßspeise"]);
  });

  it("structures lines from plugin, British, Portuguese and Japanese pages", () => {
    const chilli = extractRecipe(fixture("heuristic-div-labels.html"), "https://studentpot.example/c");
    if (!chilli.found) throw new Error(chilli.message);
    const lines = chilli.recipe.sections[0]?.ingredients ?? [];
    expect(lines[2]).toMatchObject({ quantity: "1", unit: "cans", method: "chopped", ingredient_name: "tomatoes (400g)" });
    expect(lines[3]).toMatchObject({ quantity: "2", unit: "cans", method: "drained" });
    expect(lines[6]).toMatchObject({ ingredient_name: "Salt & pepper", method: "to taste" });
    expect(chilli.warnings).toEqual([]);
    const brigadeiro = extractRecipe(fixture("heuristic-portuguese-div-lists.html"), "https://doce.example/b");
    if (!brigadeiro.found) throw new Error(brigadeiro.message);
    expect(brigadeiro.recipe.sections[0]?.ingredients.map((l) => [l.quantity, l.unit, l.ingredient_name])).toEqual([
      ["1", "cans", "leite condensado"],
      ["1", "tablespoons", "manteiga"],
      ["4", "tablespoons", "chocolate em pó"],
    ]);
    const teriyaki = extractRecipe(fixture("jsonld-japanese.html"), "https://gohancho.example/t");
    if (!teriyaki.found) throw new Error(teriyaki.message);
    expect(teriyaki.recipe.sections[0]?.ingredients.map((l) => [l.quantity, l.unit, l.ingredient_name])).toEqual([
      ["1", "units", "鶏もも肉 (300g)"],
      ["2", "tablespoons", "醤油"],
      ["2", "tablespoons", "みりん"],
      ["1", "teaspoons", "砂糖"],
      ["1", "cloves", "生姜"],
      ["", "units", "サラダ油"],
    ]);
    expect(teriyaki.warnings).toEqual([]);
  });

  it("takes the page title when a theme sets the site's name as the first heading", () => {
    const html = `<head><meta property="og:site_name" content="Pan Notes"><meta property="og:title" content="Plain Rice | Pan Notes"></head><h1>Pan Notes</h1><h2>Ingredients</h2><ul><li>1 cup rice</li><li>2 cups water</li></ul>`;
    const result = extractRecipe(html, "https://pannotes.example/rice");
    if (!result.found) throw new Error(result.message);
    expect(result.recipe.title).toBe("Plain Rice");
  });

  it("reads microdata steps a page separated with line breaks as separate steps", () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Toast</h1><span itemprop="recipeIngredient">2 slices bread</span><div itemprop="recipeInstructions"><p>Toast the bread.<br>Butter it.<br/>Eat &amp; enjoy.</p></div></div>`;
    const result = extractRecipe(html, "https://toast.example/");
    if (!result.found) throw new Error(result.message);
    expect(result.recipe.instructions.map((s) => s.instruction)).toEqual(["Toast the bread.", "Butter it.", "Eat & enjoy."]);
  });

  it("reads tools as equipment, optional lines and prep and cook times", () => {
    const result = extractRecipe(fixture("jsonld-type-array.html"), "https://ladle.example/chili");
    if (!result.found) throw new Error(result.message);
    expect(result.recipe.equipment).toEqual(["Dutch oven", "Wooden spoon"]);
    expect(result.recipe).toMatchObject({ prep_time_min: 15, cook_time_min: 60 });
    expect(result.recipe.sections[0]?.ingredients[4]).toMatchObject({ optional: true, original: "Sour cream, for serving (optional)" });
    expect(result.recipe.sections[0]?.ingredients[1]).toMatchObject({ quantity: "1", unit: "cans", method: "drained" });
  });

  it("warns when servings or steps are missing instead of guessing silently", () => {
    const html = "<h1>Toast</h1><h2>Ingredients</h2><ul><li>2 slices bread</li><li>butter</li></ul>";
    const result = extractRecipe(html, "https://toast.example/t");
    if (!result.found) throw new Error(result.message);
    expect(result.recipe).toMatchObject({ title: "Toast", servings: 1, instructions: [], data_source_name: "toast.example" });
    expect(result.warnings).toEqual([
      "1 ingredient line kept as written: no amount recognised.",
      "No instructions were found.",
      "The number of servings was not found; it is set to 1.",
    ]);
  });
});
