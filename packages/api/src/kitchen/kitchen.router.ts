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
import { z } from "zod";
import { householdProcedure, router } from "../trpc/init";
import * as service from "./kitchen.service";

const none = z.void();

export const kitchenRouter = router({
  equipment: householdProcedure
    .input(none)
    .output(ZEquipmentList)
    .query(({ ctx }) => service.listEquipment(ctx.db, ctx.scope)),
  ingredients: householdProcedure
    .input(none)
    .output(ZIngredientList)
    .query(({ ctx }) => service.listIngredients(ctx.db, ctx.scope)),
  ownedEquipment: householdProcedure
    .input(none)
    .output(ZOwnedIds)
    .query(({ ctx }) => service.ownedEquipmentIds(ctx.db, ctx.scope.id)),
  ownedIngredients: householdProcedure
    .input(none)
    .output(ZOwnedIds)
    .query(({ ctx }) => service.ownedIngredientIds(ctx.db, ctx.scope.id)),
  equipmentNames: householdProcedure
    .input(none)
    .output(ZEquipmentNameList)
    .query(({ ctx }) => service.equipmentNames(ctx.db, ctx.scope)),
  ingredientNames: householdProcedure
    .input(none)
    .output(ZIngredientNameList)
    .query(({ ctx }) => service.ingredientNames(ctx.db, ctx.scope)),
  toggleEquipment: householdProcedure
    .input(ZToggleEquipmentInput)
    .output(ZToggleOutput)
    .mutation(({ ctx, input }) => service.toggleEquipment(ctx.db, ctx.scope.id, input.equipment_id)),
  toggleIngredient: householdProcedure
    .input(ZToggleIngredientInput)
    .output(ZToggleOutput)
    .mutation(({ ctx, input }) => service.toggleIngredient(ctx.db, ctx.scope.id, input.ingredient_id)),
});
