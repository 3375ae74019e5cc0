import {
  ZEquipmentList,
  ZEquipmentNameList,
  ZIngredientList,
  ZIngredientNameList,
  ZOwnedIds,
  ZToggleEquipmentInput,
  ZToggleIngredientInput,
  ZToggleOutput,
} from "@simmer/contracts";
import type { RestApi } from "./route";

const tag = "Your Kitchen";

/** Your Kitchen (docs/product.md#kitchen): catalogue lists with counts, owned id lists, name lists and ownership toggles. */
export function registerKitchenRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/equipment",
    tag,
    summary: "Equipment, with how many recipes use each",
    response: ZEquipmentList,
    handler: ({ caller }) => caller.kitchen.equipment(),
  });
  api.route({
    method: "GET",
    url: "/user/equipment",
    tag,
    summary: "Ids of the equipment you own",
    response: ZOwnedIds,
    handler: ({ caller }) => caller.kitchen.ownedEquipment(),
  });
  api.route({
    method: "GET",
    url: "/ingredients",
    tag,
    summary: "Ingredients, with how many recipes use each",
    response: ZIngredientList,
    handler: ({ caller }) => caller.kitchen.ingredients(),
  });
  api.route({
    method: "GET",
    url: "/user/ingredients",
    tag,
    summary: "Ids of the ingredients you have",
    response: ZOwnedIds,
    handler: ({ caller }) => caller.kitchen.ownedIngredients(),
  });
  api.route({
    method: "GET",
    url: "/ingredients-names",
    tag,
    summary: "Ingredient names",
    response: ZIngredientNameList,
    handler: ({ caller }) => caller.kitchen.ingredientNames(),
  });
  api.route({
    method: "GET",
    url: "/equipments-names",
    tag,
    summary: "Equipment names",
    response: ZEquipmentNameList,
    handler: ({ caller }) => caller.kitchen.equipmentNames(),
  });
  api.route({
    method: "POST",
    url: "/equipment/toggle",
    tag,
    summary: "Own or stop owning a piece of equipment",
    body: ZToggleEquipmentInput,
    response: ZToggleOutput,
    handler: ({ caller, body }) => caller.kitchen.toggleEquipment(body),
  });
  api.route({
    method: "POST",
    url: "/ingredients/toggle",
    tag,
    summary: "Have or stop having an ingredient",
    body: ZToggleIngredientInput,
    response: ZToggleOutput,
    handler: ({ caller, body }) => caller.kitchen.toggleIngredient(body),
  });
}
