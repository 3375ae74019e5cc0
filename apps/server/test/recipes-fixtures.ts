import type { FastifyInstance } from "fastify";

/** A complete recipe as the form sends it (multipart text fields hold JSON lists). */
export function sampleRecipe(overrides: Record<string, unknown> = {}) {
  return {
    title: "Lemon Garlic Pasta",
    data_source_name: "Grandma's notebook",
    data_source_link: "example.com/pasta",
    prep_time_min: 10,
    wait_time_min: 5,
    cook_time_min: 20,
    servings: 4,
    calories: 520,
    fat: 18.5,
    sat_fat: 3,
    carbs: 70,
    fiber: 4,
    sugar: 3,
    protein: 16,
    sodium: 640,
    cholesterol: 12,
    instructions: [
      { step_number: 1, instruction: "Boil the pasta." },
      { step_number: 2, instruction: "Fry the garlic in olive oil." },
      { step_number: 3, instruction: "Toss everything with lemon." },
    ],
    sections: [
      {
        section_name: "Pasta",
        ingredients: [
          { ingredient_name: "Spaghetti", quantity: "1", unit: "pounds", method: null, brand: "Barilla", optional: false },
          { ingredient_name: "Salt", quantity: "1/2", unit: "teaspoons", method: null, brand: null, optional: true },
        ],
      },
      {
        section_name: "Sauce",
        ingredients: [
          { ingredient_name: "Olive  Oil", quantity: "1 1/2", unit: "tablespoons", method: null, brand: null, optional: false },
          { ingredient_name: "Garlic", quantity: "3", unit: "units", method: "minced", brand: null, optional: false },
          { ingredient_name: "Lemon", quantity: "1", unit: "units", method: "zested", brand: null, optional: false, food_ndb_no: "09150" },
        ],
      },
    ],
    tags: ["dinner", "quick"],
    equipment: ["Large pot", "Skillet"],
    ...overrides,
  };
}

/** Encodes a recipe as the multipart recipe form (docs/product.md#api), with an optional image file. */
export function recipeMultipart(recipe: Record<string, unknown>, image?: { bytes: Buffer; name: string; type: string }) {
  const boundary = `----simmer${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(recipe)) {
    if (value === undefined) continue;
    const text =
      typeof value === "string" ? value : value === null ? "" : typeof value === "number" ? String(value) : JSON.stringify(value);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${text}\r\n`));
  }
  if (image) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${image.name}"\r\nContent-Type: ${image.type}\r\n\r\n`,
      ),
      image.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** One file in a multipart body under the given field name. */
export function fileMultipart(field: string, bytes: Buffer, name: string, type = "application/octet-stream") {
  const boundary = `----simmer${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export async function addRecipe(app: FastifyInstance, auth: Record<string, string>, recipe = sampleRecipe()) {
  const form = recipeMultipart(recipe);
  const res = await app.inject({ method: "POST", url: "/api/recipes/add", headers: { ...auth, ...form.headers }, payload: form.payload });
  if (res.statusCode !== 201) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
  return res.json() as { recipe_id: number; image_url: string | null } & Record<string, unknown>;
}
