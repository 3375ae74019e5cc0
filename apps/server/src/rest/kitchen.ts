import type { FastifyInstance } from "fastify";
import type { CallerFor } from "./caller";

/** Spec §7 Kitchen: catalogue lists with counts, owned id lists, name lists and ownership toggles. */
export function registerKitchenRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.get("/equipment", async (request) => (await callerFor(request)).kitchen.equipment());
  api.get("/user/equipment", async (request) => (await callerFor(request)).kitchen.ownedEquipment());
  api.get("/ingredients", async (request) => (await callerFor(request)).kitchen.ingredients());
  api.get("/user/ingredients", async (request) => (await callerFor(request)).kitchen.ownedIngredients());
  api.get("/ingredients-names", async (request) => (await callerFor(request)).kitchen.ingredientNames());
  api.get("/equipments-names", async (request) => (await callerFor(request)).kitchen.equipmentNames());
  api.post("/equipment/toggle", async (request) => (await callerFor(request)).kitchen.toggleEquipment(request.body as never));
  api.post("/ingredients/toggle", async (request) => (await callerFor(request)).kitchen.toggleIngredient(request.body as never));
}
