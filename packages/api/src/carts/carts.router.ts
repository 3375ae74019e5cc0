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
import { protectedProcedure, publicProcedure, router } from "../trpc/init";
import * as carts from "./carts.service";
import * as grocery from "./grocery.service";
import { generateMealPlan } from "./mealplan.service";
import { planGenerationProcedure } from "../plans";
import { deliveryService, sendShoppingList } from "./send.service";
import * as sharedLists from "./shared-lists.service";

export const cartsRouter = router({
  list: protectedProcedure.output(z.array(ZCart)).query(({ ctx }) => carts.list(ctx.db, ctx.user.id)),
  add: protectedProcedure
    .input(ZCartName)
    .output(ZCart)
    .mutation(({ ctx, input }) => carts.create(ctx.db, ctx.user.id, input.name)),
  remove: protectedProcedure
    .input(ZCartId)
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => carts.remove(ctx.db, ctx.user.id, input.cart_id)),
  toggleCombined: protectedProcedure
    .input(ZToggleCombined)
    .output(ZCart)
    .mutation(({ ctx, input }) => carts.setCombined(ctx.db, ctx.user.id, input.cart_id, input.combined)),

  recipeStatus: protectedProcedure
    .input(ZRecipeStatusInput)
    .output(ZRecipeStatus)
    .query(({ ctx, input }) => carts.recipeStatus(ctx.db, ctx.user.id, input.recipeId)),
  recipes: protectedProcedure
    .input(ZCartRecipesInput)
    .output(ZCartRecipes)
    .query(({ ctx, input }) => carts.cartRecipesOf(ctx.db, ctx.user.id, input.cartId)),
  addRecipe: protectedProcedure
    .input(ZCartLineInput)
    .output(ZCartLineChange)
    .mutation(({ ctx, input }) => carts.createLine(ctx.db, ctx.user.id, input)),
  removeRecipe: protectedProcedure
    .input(ZCartLineKey)
    .output(ZCartLineChange)
    .mutation(({ ctx, input }) => carts.removeLine(ctx.db, ctx.user.id, input.cart_id, input.recipe_id)),
  updateRecipe: protectedProcedure
    .input(ZCartLineUpdate)
    .output(ZCartLineChange)
    .mutation(({ ctx, input }) => carts.updateLine(ctx.db, ctx.user.id, input)),
  mealPlan: planGenerationProcedure
    .input(ZMealPlanInput)
    .output(ZMealPlanOutput)
    .mutation(({ ctx, input }) => generateMealPlan(ctx.db, ctx.user.id, input.cart_id, input.number_of_meals)),

  combine: protectedProcedure
    .input(ZCombineInput)
    .output(ZGroceryList)
    .mutation(({ ctx, input }) => grocery.regenerateGroceryList(ctx.db, ctx.user.id, input.cart_ids)),
  groceryList: protectedProcedure.output(ZGroceryList).query(({ ctx }) => grocery.get(ctx.db, ctx.user.id)),
  toggleSendOff: protectedProcedure
    .input(ZGroceryIngredientId)
    .output(ZToggleSendOffOutput)
    .mutation(({ ctx, input }) => grocery.toggleSendOff(ctx.db, ctx.user.id, input.id)),
  send: protectedProcedure
    .input(ZSendListInput)
    .output(ZSendListOutput)
    .mutation(({ ctx, input }) => sendShoppingList(ctx.db, ctx.config, ctx.user.id, input)),
  deliveryService: protectedProcedure.output(ZDeliveryServiceOutput).query(({ ctx }) => ({ service: deliveryService(ctx.config) })),
  shoppingList: publicProcedure
    .input(ZShareTokenInput)
    .output(ZShoppingListPage)
    .query(({ ctx, input }) => sharedLists.get(ctx.db, input.token)),
  sharedLists: protectedProcedure.output(ZSharedLists).query(({ ctx }) => sharedLists.list(ctx.db, ctx.config, ctx.user.id)),
  stopSharing: protectedProcedure
    .input(ZShareTokenInput)
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => sharedLists.remove(ctx.db, ctx.user.id, input.token)),
});
