/**
 * Recipe pages written for this repository in the shapes real recipe sites publish (a Yoast-style
 * JSON-LD graph, a bare JSON-LD Recipe, schema.org microdata), each stating its own calories per
 * serving as recipe plugins do. The stated figure was worked out by hand from USDA SR values for
 * the amounts written (the way a page's nutrition plugin computes it), so it is a careful
 * calculator's answer, not ground truth. Used by `nutrition-pages-bench.ts`.
 */
export interface BenchPage {
  title: string;
  /** recipeYield as the page writes it. */
  yield: string;
  ingredients: string[];
  /** Calories per serving the page states. */
  calories: number;
}

export const BENCH_PAGES: BenchPage[] = [
  {
    title: "Fluffy Pancakes",
    yield: "4 servings",
    calories: 326,
    ingredients: [
      "1 1/2 cups all-purpose flour",
      "3 1/2 teaspoons baking powder",
      "1 tablespoon white sugar",
      "1/4 teaspoon salt, or more to taste",
      "1 1/4 cups milk",
      "1 egg",
      "3 tablespoons butter, melted",
    ],
  },
  {
    title: "Chewy Chocolate Chip Cookies",
    yield: "24 cookies",
    calories: 234,
    ingredients: [
      "2 1/4 cups all-purpose flour",
      "1 teaspoon baking soda",
      "1 teaspoon salt",
      "1 cup (2 sticks) unsalted butter, softened",
      "3/4 cup granulated sugar",
      "3/4 cup packed brown sugar",
      "1 teaspoon vanilla extract",
      "2 large eggs",
      "2 cups semisweet chocolate chips",
    ],
  },
  {
    title: "Easy Chicken Stir-Fry",
    yield: "4",
    calories: 259,
    ingredients: [
      "1 pound boneless skinless chicken breast, cut into thin strips",
      "2 tablespoons vegetable oil, divided",
      "1 red bell pepper, sliced",
      "2 cups broccoli florets",
      "3 cloves garlic, minced",
      "1 tablespoon grated fresh ginger",
      "1/4 cup soy sauce",
      "1 tablespoon honey",
      "1 teaspoon toasted sesame oil",
      "2 green onions, sliced",
    ],
  },
  {
    title: "Weeknight Spaghetti Bolognese",
    yield: "Serves 6",
    calories: 564,
    ingredients: [
      "1 tablespoon olive oil",
      "1 pound ground beef (85% lean)",
      "1 onion, finely chopped",
      "2 carrots, diced",
      "2 celery stalks, diced",
      "3 garlic cloves, minced",
      "1 (28 ounce) can crushed tomatoes",
      "2 tablespoons tomato paste",
      "1/2 cup red wine",
      "1 pound spaghetti",
      "1/4 cup grated Parmesan cheese, plus more for serving",
      "Salt and pepper to taste",
    ],
  },
  {
    title: "The Best Guacamole",
    yield: "6 servings",
    calories: 174,
    ingredients: [
      "3 ripe avocados, halved and pitted",
      "1 lime, juiced",
      "1/2 teaspoon salt",
      "1/2 cup diced onion",
      "3 tablespoons chopped fresh cilantro",
      "2 roma tomatoes, diced",
      "1 teaspoon minced garlic",
      "1 pinch ground cayenne pepper (optional)",
    ],
  },
  {
    title: "Moist Banana Bread",
    yield: "10 slices",
    calories: 221,
    ingredients: [
      "3 ripe bananas, mashed",
      "1/3 cup butter, melted",
      "1 teaspoon baking soda",
      "Pinch of salt",
      "3/4 cup sugar",
      "1 large egg, beaten",
      "1 teaspoon vanilla extract",
      "1 1/2 cups all-purpose flour",
    ],
  },
  {
    title: "Classic Greek Salad",
    yield: "4",
    calories: 311,
    ingredients: [
      "1 large cucumber, chopped",
      "3 medium tomatoes, cut into wedges",
      "1/2 red onion, thinly sliced",
      "1 green bell pepper, seeded and sliced",
      "1/2 cup Kalamata olives, pitted",
      "7 oz feta cheese, cut into cubes",
      "1/4 cup extra virgin olive oil",
      "2 tablespoons red wine vinegar",
      "1 teaspoon dried oregano",
    ],
  },
  {
    title: "Hearty Beef Chili",
    yield: "8 servings",
    calories: 377,
    ingredients: [
      "2 pounds ground beef (85/15)",
      "1 large onion, chopped",
      "1 green bell pepper, chopped",
      "4 cloves garlic, minced",
      "2 (15 oz) cans kidney beans, drained and rinsed",
      "1 (28 oz) can diced tomatoes",
      "1 (15 oz) can tomato sauce",
      "3 tablespoons chili powder",
      "1 tablespoon ground cumin",
      "1 teaspoon salt",
      "1 cup beef broth",
    ],
  },
  {
    title: "Blueberry Overnight Oats",
    yield: "1 serving",
    calories: 410,
    ingredients: [
      "1/2 cup old-fashioned rolled oats",
      "1/2 cup milk",
      "1/4 cup plain Greek yogurt",
      "1 tablespoon chia seeds",
      "1 tablespoon maple syrup",
      "1/4 cup blueberries",
    ],
  },
  {
    title: "Garlic Lemon Baked Salmon",
    yield: "4 servings",
    calories: 420,
    ingredients: [
      "4 (6-ounce) salmon fillets",
      "2 tablespoons olive oil",
      "2 cloves garlic, minced",
      "1 lemon, thinly sliced",
      "1 teaspoon dried dill",
      "Salt and freshly ground black pepper, to taste",
    ],
  },
  {
    title: "Creamy Mashed Potatoes",
    yield: "6",
    calories: 333,
    ingredients: [
      "3 pounds russet potatoes, peeled and cut into chunks",
      "1/2 cup (1 stick) butter",
      "3/4 cup whole milk, warmed",
      "1 teaspoon salt",
      "1/4 teaspoon black pepper",
    ],
  },
  {
    title: "Smooth Hummus",
    yield: "8 servings",
    calories: 119,
    ingredients: [
      "1 (15 ounce) can chickpeas, drained, liquid reserved",
      "1/4 cup tahini",
      "1/4 cup fresh lemon juice",
      "2 tablespoons extra-virgin olive oil, plus more for drizzling",
      "1 garlic clove",
      "1/2 teaspoon ground cumin",
      "1/2 teaspoon salt",
      "2 to 3 tablespoons water",
      "Paprika, for garnish",
    ],
  },
  {
    title: "Fudgy Brownies",
    yield: "16 brownies",
    calories: 127,
    ingredients: [
      "1/2 cup butter",
      "1 cup white sugar",
      "2 eggs",
      "1 teaspoon vanilla extract",
      "1/3 cup unsweetened cocoa powder",
      "1/2 cup all-purpose flour",
      "1/4 teaspoon salt",
      "1/4 teaspoon baking powder",
    ],
  },
  {
    title: "Lentil Soup",
    yield: "6 servings",
    calories: 256,
    ingredients: [
      "2 tablespoons olive oil",
      "1 onion, diced",
      "2 carrots, diced",
      "2 celery stalks, diced",
      "3 garlic cloves, minced",
      "1 1/2 cups dried brown lentils, rinsed",
      "1 (14.5 oz) can diced tomatoes",
      "6 cups vegetable broth",
      "1 teaspoon ground cumin",
      "1 teaspoon salt",
      "2 cups chopped spinach",
      "1 tablespoon lemon juice",
    ],
  },
  {
    title: "Better-Than-Takeout Fried Rice",
    yield: "4",
    calories: 290,
    ingredients: [
      "3 cups cooked white rice, cold",
      "2 tablespoons vegetable oil",
      "2 large eggs, beaten",
      "1 cup frozen peas and carrots",
      "3 green onions, sliced",
      "3 tablespoons soy sauce",
      "1 teaspoon sesame oil",
      "2 cloves garlic, minced",
    ],
  },
  {
    title: "Blueberry Muffins",
    yield: "12 muffins",
    calories: 198,
    ingredients: [
      "2 cups all-purpose flour",
      "3/4 cup sugar",
      "2 teaspoons baking powder",
      "1/2 teaspoon salt",
      "1/3 cup vegetable oil",
      "1 large egg",
      "1/2 cup milk",
      "1 cup fresh blueberries",
    ],
  },
  {
    title: "Caprese Salad",
    yield: "4 servings",
    calories: 258,
    ingredients: [
      "3 large tomatoes, sliced",
      "8 oz fresh mozzarella, sliced",
      "1/4 cup fresh basil leaves",
      "2 tablespoons extra-virgin olive oil",
      "1 tablespoon balsamic vinegar",
      "Salt and pepper, to taste",
    ],
  },
  {
    title: "Black Bean Tacos",
    yield: "4 (2 tacos each)",
    calories: 508,
    ingredients: [
      "2 (15 oz) cans black beans, drained and rinsed",
      "1 tablespoon olive oil",
      "1 teaspoon ground cumin",
      "1 teaspoon chili powder",
      "8 small corn tortillas",
      "1 cup shredded cheddar cheese",
      "1/2 cup sour cream",
      "1 avocado, sliced",
      "1/4 cup chopped cilantro",
      "1 lime, cut into wedges, for serving",
    ],
  },
  {
    title: "Old-Fashioned Apple Crisp",
    yield: "8 servings",
    calories: 345,
    ingredients: [
      "6 cups sliced apples",
      "1 tablespoon lemon juice",
      "1/2 cup granulated sugar",
      "1 teaspoon ground cinnamon",
      "3/4 cup old-fashioned oats",
      "3/4 cup all-purpose flour",
      "3/4 cup packed brown sugar",
      "1/2 cup cold butter, cubed",
    ],
  },
  {
    title: "Shrimp Scampi with Linguine",
    yield: "4",
    calories: 524,
    ingredients: [
      "8 ounces linguine",
      "1 pound large shrimp, peeled and deveined",
      "4 tablespoons butter, divided",
      "2 tablespoons olive oil",
      "4 cloves garlic, minced",
      "1/2 cup dry white wine",
      "1/4 teaspoon red pepper flakes",
      "2 tablespoons lemon juice",
      "1/4 cup chopped fresh parsley",
    ],
  },
  {
    title: "Sweet Cornbread",
    yield: "9 squares",
    calories: 233,
    ingredients: [
      "1 cup yellow cornmeal",
      "1 cup all-purpose flour",
      "1/4 cup sugar",
      "1 tablespoon baking powder",
      "1/2 teaspoon salt",
      "1 cup milk",
      "1/3 cup vegetable oil",
      "1 large egg",
    ],
  },
  {
    title: "Creamy Tomato Basil Soup",
    yield: "4 servings",
    calories: 242,
    ingredients: [
      "2 tablespoons butter",
      "1 onion, chopped",
      "2 cloves garlic, minced",
      "2 (28 oz) cans whole peeled tomatoes",
      "2 cups chicken broth",
      "1/2 cup heavy cream",
      "1/4 cup fresh basil, chopped",
      "1 teaspoon sugar",
      "Salt and pepper to taste",
    ],
  },
  {
    title: "No-Bake Energy Bites",
    yield: "20 bites",
    calories: 107,
    ingredients: [
      "1 cup old-fashioned oats",
      "1/2 cup creamy peanut butter",
      "1/3 cup honey",
      "1/2 cup mini chocolate chips",
      "1/2 cup ground flaxseed",
      "1 teaspoon vanilla extract",
    ],
  },
  {
    title: "Homemade Chicken Noodle Soup",
    yield: "6 servings",
    calories: 198,
    ingredients: [
      "1 tablespoon olive oil",
      "1 onion, diced",
      "2 carrots, sliced",
      "2 celery ribs, sliced",
      "2 cloves garlic, minced",
      "8 cups chicken broth",
      "1 pound boneless, skinless chicken breasts",
      "2 cups uncooked egg noodles",
      "2 tablespoons chopped fresh parsley",
    ],
  },
];

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const story = (title: string) =>
  `<p>We make this ${escape(title.toLowerCase())} most weeks. It keeps well and everyone asks for seconds.</p>` +
  `<p>Scroll down for the printable recipe card, tips and the nutrition facts.</p>`;

/** The page HTML in one of three shapes real sites publish, chosen by position. */
export function pageHtml(page: BenchPage, position: number): string {
  const steps = ["Prepare the ingredients.", "Cook as the recipe card says.", "Serve."];
  const head = `<!doctype html><html><head><meta charset="utf-8"><title>${escape(page.title)} | A Home Kitchen</title>`;
  if (position % 3 === 0) {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebSite", "@id": "https://example.com/#website", name: "A Home Kitchen" },
        { "@type": "Article", headline: page.title, author: { "@type": "Person", name: "Sam" } },
        {
          "@type": "Recipe",
          name: page.title,
          recipeYield: [page.yield.replace(/\D.*$/, ""), page.yield],
          recipeIngredient: page.ingredients,
          recipeInstructions: steps.map((text) => ({ "@type": "HowToStep", text })),
          nutrition: { "@type": "NutritionInformation", calories: `${page.calories} kcal`, servingSize: "1 serving" },
        },
      ],
    };
    return `${head}<script type="application/ld+json">${JSON.stringify(graph)}</script></head><body><h1>${escape(page.title)}</h1>${story(page.title)}</body></html>`;
  }
  if (position % 3 === 1) {
    const recipe = {
      "@context": "http://schema.org/",
      "@type": "Recipe",
      name: page.title,
      recipeYield: page.yield,
      recipeIngredient: page.ingredients,
      recipeInstructions: steps.join("\n"),
      nutrition: { "@type": "NutritionInformation", calories: `${page.calories} calories` },
    };
    return `${head}<script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body><h1>${escape(page.title)}</h1>${story(page.title)}</body></html>`;
  }
  const items = page.ingredients.map((line) => `<li itemprop="recipeIngredient">${escape(line)}</li>`).join("");
  const stepItems = steps.map((text) => `<li itemprop="recipeInstructions">${escape(text)}</li>`).join("");
  return (
    `${head}</head><body>${story(page.title)}<div itemscope itemtype="https://schema.org/Recipe">` +
    `<h2 itemprop="name">${escape(page.title)}</h2><p>Yield: <span itemprop="recipeYield">${escape(page.yield)}</span></p>` +
    `<h3>Ingredients</h3><ul>${items}</ul><h3>Instructions</h3><ol>${stepItems}</ol>` +
    `<div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation">Calories: <span itemprop="calories">${page.calories}</span></div>` +
    `</div></body></html>`
  );
}
