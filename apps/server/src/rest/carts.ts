import type { FastifyInstance } from "fastify";
import type { CallerFor } from "./caller";

type Body = Record<string, unknown>;
const body = (request: { body: unknown }): Body => (request.body && typeof request.body === "object" ? (request.body as Body) : {});

/** Query values may repeat (?cart_ids=1&cart_ids=2) or come comma-separated. */
function idList(value: unknown): number[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.flatMap((v) => String(v).split(",")).filter((v) => v.trim() !== "").map(Number);
}

/** The carts, cart lines, grocery list, meal plan and delivery paths of spec §7 Carts. */
export function registerCartsRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.get("/user-carts", async (request) => (await callerFor(request)).carts.list());
  api.post("/user-carts/add", async (request, reply) => {
    const cart = await (await callerFor(request)).carts.add(body(request) as never);
    return reply.code(201).send(cart);
  });
  api.delete("/user-carts/remove", async (request) => (await callerFor(request)).carts.remove(body(request) as never));
  api.post("/user-carts/toggle-combined", async (request) =>
    (await callerFor(request)).carts.toggleCombined(body(request) as never),
  );

  api.get("/grocery-cart/status", async (request) => {
    const { recipeId } = request.query as Record<string, string | undefined>;
    return (await callerFor(request)).carts.recipeStatus({ recipeId: recipeId as never });
  });
  api.get("/grocery-cart", async (request) => {
    const { cartId } = request.query as Record<string, string | undefined>;
    return (await callerFor(request)).carts.recipes({ cartId: cartId as never });
  });
  api.post("/grocery-cart/add", async (request, reply) => {
    const result = await (await callerFor(request)).carts.addRecipe(body(request) as never);
    return reply.code(201).send(result);
  });
  api.delete("/grocery-cart/remove", async (request) => (await callerFor(request)).carts.removeRecipe(body(request) as never));
  api.put("/grocery-cart/update", async (request) => (await callerFor(request)).carts.updateRecipe(body(request) as never));
  api.post("/grocery-cart/mealplan", async (request) => (await callerFor(request)).carts.mealPlan(body(request) as never));

  api.get("/grocery-cart/combined-ingredients", async (request) => {
    const query = request.query as Record<string, unknown>;
    return (await callerFor(request)).carts.combine({ cart_ids: idList(query.cart_ids ?? query["cart_ids[]"]) });
  });
  api.get("/grocery-ingredient", async (request) => (await callerFor(request)).carts.groceryList());
  api.patch("/grocery-ingredient/:id/toggle-send-off", async (request) => {
    const { id } = request.params as { id: string };
    return (await callerFor(request)).carts.toggleSendOff({ id: id as never });
  });
  api.post("/send-to-instacart", async (request) => (await callerFor(request)).carts.send(body(request) as never));
  api.get("/grocery-delivery", async (request) => (await callerFor(request)).carts.deliveryService());
  api.get("/shopping-list/:token", { config: { signedOut: true } }, async (request) => {
    const { token } = request.params as { token: string };
    return (await callerFor(request)).carts.shoppingList({ token });
  });
  api.delete("/shopping-list/:token", async (request) => {
    const { token } = request.params as { token: string };
    return (await callerFor(request)).carts.stopSharing({ token });
  });
  api.get("/shopping-lists", async (request) => (await callerFor(request)).carts.sharedLists());
}
