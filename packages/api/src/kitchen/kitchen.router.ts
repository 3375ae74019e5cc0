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
import { protectedProcedure, router } from "../trpc/init";
import * as service from "./kitchen.service";

const none = z.void();

export const kitchenRouter = router({
  equipment: protectedProcedure
    .input(none)
    .output(ZEquipmentList)
    .query(({ ctx }) => service.listEquipment(ctx.db, ctx.user.id)),
  ingredients: protectedProcedure
    .input(none)
    .output(ZIngredientList)
    .query(({ ctx }) => service.listIngredients(ctx.db, ctx.user.id)),
  ownedEquipment: protectedProcedure
    .input(none)
    .output(ZOwnedIds)
    .query(({ ctx }) => service.ownedEquipmentIds(ctx.db, ctx.user.id)),
  ownedIngredients: protectedProcedure
    .input(none)
    .output(ZOwnedIds)
    .query(({ ctx }) => service.ownedIngredientIds(ctx.db, ctx.user.id)),
  equipmentNames: protectedProcedure
    .input(none)
    .output(ZEquipmentNameList)
    .query(({ ctx }) => service.equipmentNames(ctx.db, ctx.user.id)),
  ingredientNames: protectedProcedure
    .input(none)
    .output(ZIngredientNameList)
    .query(({ ctx }) => service.ingredientNames(ctx.db, ctx.user.id)),
  toggleEquipment: protectedProcedure
    .input(ZToggleEquipmentInput)
    .output(ZToggleOutput)
    .mutation(({ ctx, input }) => service.toggleEquipment(ctx.db, ctx.user.id, input.equipment_id)),
  toggleIngredient: protectedProcedure
    .input(ZToggleIngredientInput)
    .output(ZToggleOutput)
    .mutation(({ ctx, input }) => service.toggleIngredient(ctx.db, ctx.user.id, input.ingredient_id)),
});
