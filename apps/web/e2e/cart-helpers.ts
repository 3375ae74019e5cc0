import type { Page } from "playwright-core";

/** Calls a tRPC mutation as the signed-in user of the page. */
export async function mutate(page: Page, path: string, input: unknown) {
  return page.evaluate(
    async ([p, i]) => {
      const res = await fetch(`/trpc/${p}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
        body: JSON.stringify(i),
      });
      return (await res.json()).result?.data;
    },
    [path, input] as const,
  );
}

export async function addRecipe(page: Page, title: string, servings: number, lines: [string, string, string][]) {
  const recipe = await mutate(page, "recipes.add", {
    title,
    servings,
    instructions: [{ step_number: 1, instruction: "Mix and cook." }],
    sections: [{ section_name: "", ingredients: lines.map(([ingredient_name, quantity, unit]) => ({ ingredient_name, quantity, unit, optional: false })) }],
    tags: ["e2e"],
    equipment: [],
  });
  return recipe.recipe_id as number;
}
