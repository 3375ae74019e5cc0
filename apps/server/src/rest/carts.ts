import {
  ZCart,
  ZCartId,
  ZCartLineChange,
  ZCartLineInput,
  ZCartLineKey,
  ZCartLineUpdate,
  ZCartName,
  ZCartRecipes,
  ZCartRecipesInput,
  ZCombineQuery,
  ZDeliveryServiceOutput,
  ZGroceryIngredientId,
  ZGroceryList,
  ZMealPlanInput,
  ZMealPlanOutput,
  ZMessageOutput,
  ZRecipeStatus,
  ZRecipeStatusInput,
  ZSendListInput,
  ZSendListOutput,
  ZSharedLists,
  ZShareTokenInput,
  ZShoppingListPage,
  ZToggleCombined,
  ZToggleSendOffOutput,
} from "@simmer/contracts";
import type { RestApi } from "./route";

const carts = "Carts";
const grocery = "Grocery list";

/** The carts, cart lines, grocery list, meal plan and delivery paths (docs/product.md#carts). */
export function registerCartsRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/user-carts",
    tag: carts,
    summary: "Your carts",
    response: ZCart.array(),
    handler: ({ caller }) => caller.carts.list(),
  });
  api.route({
    method: "POST",
    url: "/user-carts/add",
    tag: carts,
    summary: "Create a cart",
    status: 201,
    body: ZCartName,
    response: ZCart,
    examples: { body: { name: "Weeknights" } },
    handler: ({ caller, body }) => caller.carts.add(body),
  });
  api.route({
    method: "DELETE",
    url: "/user-carts/remove",
    tag: carts,
    summary: "Delete a cart",
    body: ZCartId,
    response: ZMessageOutput,
    handler: ({ caller, body }) => caller.carts.remove(body),
  });
  api.route({
    method: "POST",
    url: "/user-carts/toggle-combined",
    tag: carts,
    summary: "Include a cart in the combined grocery list, or not",
    body: ZToggleCombined,
    response: ZCart,
    handler: ({ caller, body }) => caller.carts.toggleCombined(body),
  });

  api.route({
    method: "GET",
    url: "/grocery-cart/status",
    tag: carts,
    summary: "Which of your carts hold a recipe, and how many times",
    query: ZRecipeStatusInput,
    response: ZRecipeStatus,
    handler: ({ caller, query }) => caller.carts.recipeStatus(query),
  });
  api.route({
    method: "GET",
    url: "/grocery-cart",
    tag: carts,
    summary: "A cart's recipes",
    query: ZCartRecipesInput,
    response: ZCartRecipes,
    handler: ({ caller, query }) => caller.carts.recipes(query),
  });
  api.route({
    method: "POST",
    url: "/grocery-cart/add",
    tag: carts,
    summary: "Put a recipe in a cart",
    status: 201,
    body: ZCartLineInput,
    response: ZCartLineChange,
    handler: ({ caller, body }) => caller.carts.addRecipe(body),
  });
  api.route({
    method: "DELETE",
    url: "/grocery-cart/remove",
    tag: carts,
    summary: "Take a recipe out of a cart",
    body: ZCartLineKey,
    response: ZCartLineChange,
    handler: ({ caller, body }) => caller.carts.removeRecipe(body),
  });
  api.route({
    method: "PUT",
    url: "/grocery-cart/update",
    tag: carts,
    summary: "Change how many times a cart holds a recipe",
    body: ZCartLineUpdate,
    response: ZCartLineChange,
    handler: ({ caller, body }) => caller.carts.updateRecipe(body),
  });
  api.route({
    method: "POST",
    url: "/grocery-cart/mealplan",
    tag: carts,
    summary: "Fill a cart with a meal plan",
    body: ZMealPlanInput,
    response: ZMealPlanOutput,
    handler: ({ caller, body }) => caller.carts.mealPlan(body),
  });

  api.route({
    method: "GET",
    url: "/grocery-cart/combined-ingredients",
    tag: grocery,
    summary: "The ingredients of several carts combined",
    query: ZCombineQuery,
    response: ZGroceryList,
    handler: ({ caller, query }) => caller.carts.combine(query),
  });
  api.route({
    method: "GET",
    url: "/grocery-ingredient",
    tag: grocery,
    summary: "Your grocery list",
    response: ZGroceryList,
    handler: ({ caller }) => caller.carts.groceryList(),
  });
  api.route({
    method: "PATCH",
    url: "/grocery-ingredient/:id/toggle-send-off",
    tag: grocery,
    summary: "Mark a grocery line to send, or not",
    params: ZGroceryIngredientId,
    response: ZToggleSendOffOutput,
    handler: ({ caller, params }) => caller.carts.toggleSendOff(params),
  });
  api.route({
    method: "POST",
    url: "/send-to-instacart",
    tag: grocery,
    summary: "Send the grocery list to the delivery service",
    body: ZSendListInput,
    response: ZSendListOutput,
    handler: ({ caller, body }) => caller.carts.send(body),
  });
  api.route({
    method: "GET",
    url: "/grocery-delivery",
    tag: grocery,
    summary: "Where 'Send' puts the list",
    response: ZDeliveryServiceOutput,
    handler: ({ caller }) => caller.carts.deliveryService(),
  });
  api.route({
    method: "GET",
    url: "/shopping-list/:token",
    tag: grocery,
    summary: "A shared shopping list",
    signedOut: true,
    params: ZShareTokenInput,
    response: ZShoppingListPage,
    handler: ({ caller, params }) => caller.carts.shoppingList(params),
  });
  api.route({
    method: "DELETE",
    url: "/shopping-list/:token",
    tag: grocery,
    summary: "Stop sharing a shopping list",
    params: ZShareTokenInput,
    response: ZMessageOutput,
    handler: ({ caller, params }) => caller.carts.stopSharing(params),
  });
  api.route({
    method: "GET",
    url: "/shopping-lists",
    tag: grocery,
    summary: "Your shared shopping lists",
    response: ZSharedLists,
    handler: ({ caller }) => caller.carts.sharedLists(),
  });
}
