import {
  ZFoodFix,
  ZFoodFixForgetInput,
  ZFoodFixForgetOutput,
  ZFoodFixInput,
  ZFoodFixList,
  ZFoodSearchInput,
  ZFoodSearchOutput,
  ZNutritionCalculateInput,
  ZNutritionCalculateOutput,
} from "@simmer/contracts";
import { z } from "zod";
import { protectedProcedure, router } from "../trpc/init";
import { searchFoods } from "./foods.service";
import { calculateNutrition } from "./nutrition.service";
import { fixesOf, forgetFix, listFixes, rememberFix } from "./food-fixes.service";

export const foodsRouter = router({
  search: protectedProcedure
    .input(ZFoodSearchInput)
    .output(ZFoodSearchOutput)
    .query(({ ctx, input }) => searchFoods(ctx.db, input)),
  calculateNutrition: protectedProcedure
    .input(ZNutritionCalculateInput)
    .output(ZNutritionCalculateOutput)
    .mutation(async ({ ctx, input }) => calculateNutrition(ctx.db, input, await fixesOf(ctx.db, ctx.user.id))),
  fixes: protectedProcedure
    .input(z.void())
    .output(ZFoodFixList)
    .query(({ ctx }) => listFixes(ctx.db, ctx.user.id)),
  rememberFix: protectedProcedure
    .input(ZFoodFixInput)
    .output(ZFoodFix)
    .mutation(({ ctx, input }) => rememberFix(ctx.db, ctx.user.id, input)),
  forgetFix: protectedProcedure
    .input(ZFoodFixForgetInput)
    .output(ZFoodFixForgetOutput)
    .mutation(({ ctx, input }) => forgetFix(ctx.db, ctx.user.id, input)),
});
