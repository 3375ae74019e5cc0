import {
  ZPlanAddToCart,
  ZPlanEaterUpdate,
  ZPlanSideRef,
  ZPlanSideUpdate,
  ZPlanAddedToCart,
  ZPlanGenerateInput,
  ZPlanGenerated,
  ZPlanLogged,
  ZPlanRulesUpdate,
  ZPlanRulesState,
  ZPlanSlotRef,
  ZPlanSlotSet,
  ZPlanSlotSwap,
  ZPlanSlotUpdate,
  ZPlanTemplate,
  ZPlanTemplateApplied,
  ZPlanTemplateApply,
  ZPlanTemplateCreate,
  ZPlanTemplateId,
  ZPlanTemplateList,
  ZPlanTemplateRemoved,
  ZPlanWeek,
  ZPlanWeekInput,
} from "@simmer/contracts";
import { householdProcedure, router } from "../trpc/init";
import type { HouseholdScope } from "../household";

/** Who the plan feeds, the person asking first (ADR 144). */
const eatersFor = (ctx: { user: { id: number }; scope: HouseholdScope }): number[] => [
  ctx.user.id,
  ...ctx.scope.memberIds.filter((id) => id !== ctx.user.id),
];
import { logEaten } from "./eaten.service";
import { generate } from "./generate.service";
import { planGenerationProcedure } from "./generation.procedure";
import * as service from "./plans.service";
import * as rules from "./rules.service";
import { createCartLines } from "./shopping.service";
import * as templates from "./templates.service";

export const plansRouter = router({
  get: householdProcedure
    .input(ZPlanWeekInput)
    .output(ZPlanWeek)
    .query(({ ctx, input }) => service.get(ctx.db, ctx.scope.id, input.weekStart, eatersFor(ctx))),
  generate: planGenerationProcedure
    .input(ZPlanGenerateInput)
    .output(ZPlanGenerated)
    .mutation(({ ctx, input }) => generate(ctx.db, ctx.scope.id, input, eatersFor(ctx))),
  rules: router({
    get: householdProcedure.output(ZPlanRulesState).query(({ ctx }) => rules.get(ctx.db, ctx.scope.id, ctx.user.id)),
    update: householdProcedure
      .input(ZPlanRulesUpdate)
      .output(ZPlanRulesState)
      .mutation(({ ctx, input }) => rules.update(ctx.db, ctx.scope.id, input, ctx.user.id)),
  }),
  slots: router({
    set: householdProcedure
      .input(ZPlanSlotSet)
      .output(ZPlanWeek)
      .mutation(({ ctx, input }) => service.setSlot(ctx.db, ctx.scope.id, input, eatersFor(ctx))),
    update: householdProcedure
      .input(ZPlanSlotUpdate)
      .output(ZPlanWeek)
      .mutation(({ ctx, input }) => service.updateSlot(ctx.db, ctx.scope.id, input, eatersFor(ctx))),
    clear: householdProcedure
      .input(ZPlanSlotRef)
      .output(ZPlanWeek)
      .mutation(({ ctx, input }) => service.clearSlot(ctx.db, ctx.scope.id, input, eatersFor(ctx))),
    eater: householdProcedure
      .input(ZPlanEaterUpdate)
      .output(ZPlanWeek)
      .mutation(({ ctx, input }) => service.updateEater(ctx.db, ctx.scope.id, input, eatersFor(ctx))),
    removeSide: householdProcedure
      .input(ZPlanSideRef)
      .output(ZPlanWeek)
      .mutation(({ ctx, input }) => service.changeSide(ctx.db, ctx.scope.id, input, true, eatersFor(ctx))),
    updateSide: householdProcedure
      .input(ZPlanSideUpdate)
      .output(ZPlanWeek)
      .mutation(({ ctx, input }) => service.changeSide(ctx.db, ctx.scope.id, input, false, eatersFor(ctx))),
    swap: householdProcedure
      .input(ZPlanSlotSwap)
      .output(ZPlanWeek)
      .mutation(({ ctx, input }) => service.swapSlots(ctx.db, ctx.scope.id, input, eatersFor(ctx))),
  }),
  templates: router({
    list: householdProcedure
      .output(ZPlanTemplateList)
      .query(async ({ ctx }) => ({ templates: await templates.list(ctx.db, ctx.scope.id) })),
    create: householdProcedure
      .input(ZPlanTemplateCreate)
      .output(ZPlanTemplate)
      .mutation(({ ctx, input }) => templates.create(ctx.db, ctx.scope.id, input.weekStart, input.name)),
    use: householdProcedure
      .input(ZPlanTemplateApply)
      .output(ZPlanTemplateApplied)
      .mutation(({ ctx, input }) => templates.apply(ctx.db, ctx.scope.id, input.id, input.weekStart, eatersFor(ctx))),
    remove: householdProcedure
      .input(ZPlanTemplateId)
      .output(ZPlanTemplateRemoved)
      .mutation(({ ctx, input }) => templates.remove(ctx.db, ctx.scope.id, input.id)),
  }),
  addToCart: householdProcedure
    .input(ZPlanAddToCart)
    .output(ZPlanAddedToCart)
    .mutation(({ ctx, input }) => createCartLines(ctx.db, ctx.scope.id, input.weekStart, input.cart_id)),
  logEaten: householdProcedure
    .input(ZPlanSlotRef)
    .output(ZPlanLogged)
    .mutation(({ ctx, input }) => logEaten(ctx.db, ctx.scope.id, input, ctx.user.id)),
});
