// Signs a new person up through the API and gives every screen something to show: recipes (one
// with a long title ending in "(copy)"), a Browse row, kitchen items, body metrics, journal
// entries, a cart combined into a grocery and shopping list, a shared list link and a planned
// week. Used by the accessibility pass and the Lighthouse benchmark, which judge screens with data.

function localDay(offset = 0) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** The Monday of this week, as the planner keys its weeks. */
function thisMonday() {
  const d = new Date();
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return localDay(Math.round((d.getTime() - Date.now()) / 86_400_000));
}

async function call(baseURL, method, path, body, token) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  const json = text ? JSON.parse(text) : {};
  return json.result?.data ?? json;
}

const RECIPES = [
  {
    title: "Weeknight Tomato Lentil Soup with Smoked Paprika and Greens (copy)",
    lines: [
      ["red lentils", "1", "cups"],
      ["canned tomatoes", "14", "ounces"],
      ["onion", "1", "units"],
      ["spinach", "2", "cups"],
    ],
    tags: ["soup", "vegetarian"],
  },
  {
    title: "Lemon Garlic Chicken Traybake v2",
    lines: [
      ["chicken thighs", "1.5", "pounds"],
      ["lemon", "1", "units"],
      ["garlic", "4", "cloves"],
    ],
    tags: ["dinner"],
  },
  {
    title: "Overnight Oats",
    lines: [
      ["rolled oats", "0.5", "cups"],
      ["milk", "0.5", "cups"],
      ["honey", "1", "tablespoons"],
    ],
    tags: ["breakfast"],
  },
];

const metric = (entryDate, weight) => ({
  name: "Sam",
  height: 70,
  weight,
  dob: "1995-06-15",
  gender: "male",
  activityLevel: "moderately-active",
  goal: "fat loss",
  entryDate,
  targetWeight: 165,
});

const MEALS = [
  {
    date: localDay(-1),
    entry_time: "08:00",
    meal: "Breakfast",
    name: "Oatmeal",
    serving_size: 1,
    calories: 320,
    protein: 12,
    carbs: 54,
    sugar: 12,
    fiber: 8,
    fat: 7,
    sat_fat: 1.5,
  },
  {
    date: localDay(-1),
    entry_time: "19:00",
    meal: "Dinner",
    name: "Salmon bowl",
    serving_size: 1,
    calories: 700,
    protein: 45,
    carbs: 60,
    sugar: 5,
    fiber: 6,
    fat: 25,
    sat_fat: 5,
  },
  {
    date: localDay(0),
    entry_time: "08:10",
    meal: "Breakfast",
    name: "Eggs and toast",
    serving_size: 2,
    calories: 450,
    protein: 26,
    carbs: 30,
    fat: 22,
    sat_fat: 7,
  },
  {
    date: localDay(0),
    entry_time: "12:40",
    meal: "Lunch",
    name: "Chicken quinoa bowl",
    serving_size: 1,
    calories: 700,
    protein: 48,
    carbs: 62,
    sugar: 6,
    fiber: 7,
    fat: 18,
  },
  { date: localDay(0), entry_time: "09:00", name: "Water", total_weight: 32 },
];

/** Creates the person and their data; returns what the screens are reached with. */
export async function seedScreens(
  baseURL,
  { email = `screens.${Date.now().toString(36)}@example.com`, password = "a sturdy passphrase" } = {},
) {
  await call(baseURL, "POST", "/api/auth/signup", { email, password });
  const { token } = await call(baseURL, "POST", "/api/auth/login", { email, password });
  const trpc = (path, input) => call(baseURL, "POST", `/trpc/${path}`, input, token);

  const recipeIds = [];
  for (const recipe of RECIPES) {
    const saved = await trpc("recipes.add", {
      title: recipe.title,
      servings: 2,
      instructions: [
        { step_number: 1, instruction: "Prepare the ingredients." },
        { step_number: 2, instruction: "Cook until done." },
      ],
      sections: [
        {
          section_name: "",
          ingredients: recipe.lines.map(([ingredient_name, quantity, unit]) => ({ ingredient_name, quantity, unit, optional: false })),
        },
      ],
      tags: recipe.tags,
      equipment: [],
    });
    recipeIds.push(saved.recipe_id);
  }
  await call(baseURL, "POST", "/api/users-filters", { header_title: "Everything" }, token);

  const ingredients = await call(baseURL, "GET", "/api/ingredients", undefined, token);
  for (const ingredient of ingredients.slice(0, 3)) {
    await call(baseURL, "POST", "/api/ingredients/toggle", { ingredient_id: ingredient.id }, token);
  }

  await call(baseURL, "POST", "/api/metrics", metric(localDay(-14), 180), token);
  await call(baseURL, "POST", "/api/metrics", metric(localDay(-7), 178.4), token);
  await call(baseURL, "POST", "/api/metrics", metric(localDay(0), 176.2), token);
  for (const meal of MEALS) await call(baseURL, "POST", "/api/journal", meal, token);

  const cart = await trpc("carts.add", { name: "This week" });
  await trpc("carts.addRecipe", { recipe_id: recipeIds[0], cart_id: cart.id, quantity: 2 });
  await trpc("carts.addRecipe", { recipe_id: recipeIds[1], cart_id: cart.id, quantity: 1 });
  await trpc("carts.combine", { cart_ids: [cart.id] });
  const sent = await trpc("carts.send", { title: "Soup for Saturday" });
  const sharedPath = new URL(sent.shoppingListUrl).pathname;

  await call(baseURL, "POST", `/api/plans/${thisMonday()}/generate`, { scope: { kind: "week" }, seed: 7 }, token);

  return { email, password, token, recipeIds, cartId: cart.id, sharedPath };
}
