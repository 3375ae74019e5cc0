import { ZFoodSearchOutput, ZFoodSearchQuery, ZNutritionCalculateInput, ZNutritionCalculateOutput } from "@simmer/contracts";
import type { RestApi } from "./route";

const tag = "Foods and nutrition";

export function registerFoodsRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/foods",
    tag,
    summary: "Search USDA foods",
    description: "Any word order, plurals and small typos. A blank search finds nothing.",
    query: ZFoodSearchQuery,
    response: ZFoodSearchOutput,
    handler: ({ caller, query }) => caller.foods.search(query),
  });
  api.route({
    method: "POST",
    url: "/nutrition/calculate",
    tag,
    summary: "Nutrition per serving for ingredient lines",
    body: ZNutritionCalculateInput,
    response: ZNutritionCalculateOutput,
    handler: ({ caller, body }) => caller.foods.calculateNutrition(body),
  });
}
