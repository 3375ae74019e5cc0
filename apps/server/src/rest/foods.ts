import {
  ZFoodFix,
  ZFoodFixForgetInput,
  ZFoodFixForgetOutput,
  ZFoodFixInput,
  ZFoodFixList,
  ZFoodSearchOutput,
  ZFoodSearchQuery,
  ZNutritionCalculateInput,
  ZNutritionCalculateOutput,
} from "@simmer/contracts";
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
  api.route({
    method: "GET",
    url: "/nutrition/fixes",
    tag,
    summary: "Your remembered food choices",
    description: "The food you chose with Change for each ingredient name; your calculations use it before the automatic match.",
    response: ZFoodFixList,
    handler: ({ caller }) => caller.foods.fixes(),
  });
  api.route({
    method: "PUT",
    url: "/nutrition/fixes",
    tag,
    summary: "Remember a food for an ingredient name",
    description:
      "From now on your lines naming this ingredient (descriptions such as 'diced' set aside) count as this food, and your recipes calculated from their ingredients are recomputed.",
    body: ZFoodFixInput,
    response: ZFoodFix,
    handler: ({ caller, body }) => caller.foods.rememberFix(body),
  });
  api.route({
    method: "DELETE",
    url: "/nutrition/fixes",
    tag,
    summary: "Forget the food remembered for an ingredient name",
    query: ZFoodFixForgetInput,
    response: ZFoodFixForgetOutput,
    handler: ({ caller, query }) => caller.foods.forgetFix(query),
  });
}
