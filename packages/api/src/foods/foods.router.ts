import { ZFoodSearchInput, ZFoodSearchOutput, ZNutritionCalculateInput, ZNutritionCalculateOutput } from "@simmer/contracts";
import { protectedProcedure, router } from "../trpc/init";
import { searchFoods } from "./foods.service";
import { calculateNutrition } from "./nutrition.service";

export const foodsRouter = router({
  search: protectedProcedure
    .input(ZFoodSearchInput)
    .output(ZFoodSearchOutput)
    .query(({ ctx, input }) => searchFoods(ctx.db, input)),
  calculateNutrition: protectedProcedure
    .input(ZNutritionCalculateInput)
    .output(ZNutritionCalculateOutput)
    .mutation(({ ctx, input }) => calculateNutrition(ctx.db, input)),
});
