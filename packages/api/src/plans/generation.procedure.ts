import { TRPCError } from "@trpc/server";
import { PLAN_MESSAGES } from "@simmer/contracts";
import { householdProcedure } from "../trpc/init";

/**
 * A procedure that runs the planner's engine (the week's Generate, the cart's meal plan). Every call
 * counts against the person's plan generations for the window, however it was batched (ADR 116).
 */
export const planGenerationProcedure = householdProcedure.use(async ({ ctx, next }) => {
  if (!(await ctx.countPlanGeneration(ctx.user.id))) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: PLAN_MESSAGES.generateRateLimited });
  }
  return next();
});
