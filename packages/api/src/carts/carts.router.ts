import { z } from "zod";
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
  ZCombineInput,
  ZDeliveryServiceOutput,
  ZGroceryIngredientId,
  ZGroceryList,
  ZMealPlanInput,
  ZMealPlanOutput,
  ZRecipeStatus,
  ZRecipeStatusInput,
  ZSendListInput,
  ZSendListOutput,
  ZShareTokenInput,
  ZSharedLists,
  ZShoppingListPage,
  ZToggleCombined,
  ZToggleSendOffOutput,
  ZMessageOutput,
} from "@simmer/contracts";
import { householdProcedure, publicProcedure, router } from "../trpc/init";
import * as carts from "./carts.service";
import * as grocery from "./grocery.service";
import { generateMealPlan } from "./mealplan.service";
import { planGenerationProcedure } from "../plans";
import { deliveryService, sendShoppingList } from "./send.service";
import * as sharedLists from "./shared-lists.service";

export const cartsRouter = router({
  list: householdProcedure.output(z.array(ZCart)).query(({ ctx }) => carts.list(ctx.db, ctx.scope.id)),
  add: householdProcedure
    .input(ZCartName)
    .output(ZCart)
    .mutation(({ ctx, input }) => carts.create(ctx.db, ctx.scope.id, input.name)),
  remove: householdProcedure
    .input(ZCartId)
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => carts.remove(ctx.db, ctx.scope.id, input.cart_id)),
  toggleCombined: householdProcedure
    .input(ZToggleCombined)
    .output(ZCart)
    .mutation(({ ctx, input }) => carts.setCombined(ctx.db, ctx.scope.id, input.cart_id, input.combined)),

  recipeStatus: householdProcedure
    .input(ZRecipeStatusInput)
    .output(ZRecipeStatus)
    .query(({ ctx, input }) => carts.recipeStatus(ctx.db, ctx.scope.id, input.recipeId)),
  recipes: householdProcedure
    .input(ZCartRecipesInput)
    .output(ZCartRecipes)
    .query(({ ctx, input }) => carts.cartRecipesOf(ctx.db, ctx.scope.id, input.cartId)),
  addRecipe: householdProcedure
    .input(ZCartLineInput)
    .output(ZCartLineChange)
    .mutation(({ ctx, input }) => carts.createLine(ctx.db, ctx.scope.id, input)),
  removeRecipe: householdProcedure
    .input(ZCartLineKey)
    .output(ZCartLineChange)
    .mutation(({ ctx, input }) => carts.removeLine(ctx.db, ctx.scope.id, input.cart_id, input.recipe_id)),
  updateRecipe: householdProcedure
    .input(ZCartLineUpdate)
    .output(ZCartLineChange)
    .mutation(({ ctx, input }) => carts.updateLine(ctx.db, ctx.scope.id, input)),
  mealPlan: planGenerationProcedure
    .input(ZMealPlanInput)
    .output(ZMealPlanOutput)
    .mutation(({ ctx, input }) => generateMealPlan(ctx.db, ctx.scope.id, input.cart_id, input.number_of_meals)),

  combine: householdProcedure
    .input(ZCombineInput)
    .output(ZGroceryList)
    .mutation(({ ctx, input }) => grocery.regenerateGroceryList(ctx.db, ctx.scope.id, input.cart_ids)),
  groceryList: householdProcedure.output(ZGroceryList).query(({ ctx }) => grocery.get(ctx.db, ctx.scope.id)),
  toggleSendOff: householdProcedure
    .input(ZGroceryIngredientId)
    .output(ZToggleSendOffOutput)
    .mutation(({ ctx, input }) => grocery.toggleSendOff(ctx.db, ctx.scope.id, input.id)),
  send: householdProcedure
    .input(ZSendListInput)
    .output(ZSendListOutput)
    .mutation(({ ctx, input }) => sendShoppingList(ctx.db, ctx.config, ctx.scope.id, input)),
  deliveryService: householdProcedure.output(ZDeliveryServiceOutput).query(({ ctx }) => ({ service: deliveryService(ctx.config) })),
  shoppingList: publicProcedure
    .input(ZShareTokenInput)
    .output(ZShoppingListPage)
    .query(({ ctx, input }) => sharedLists.get(ctx.db, input.token)),
  sharedLists: householdProcedure.output(ZSharedLists).query(({ ctx }) => sharedLists.list(ctx.db, ctx.config, ctx.scope.id)),
  stopSharing: householdProcedure
    .input(ZShareTokenInput)
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => sharedLists.remove(ctx.db, ctx.scope.id, input.token)),
});
