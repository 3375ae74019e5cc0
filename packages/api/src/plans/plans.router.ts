import {
  ZPlanAddToCart,
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
import { protectedProcedure, router } from "../trpc/init";
import { logEaten } from "./eaten.service";
import { generate } from "./generate.service";
import { planGenerationProcedure } from "./generation.procedure";
import * as service from "./plans.service";
import * as rules from "./rules.service";
import { createCartLines } from "./shopping.service";
import * as templates from "./templates.service";

export const plansRouter = router({
  get: protectedProcedure
    .input(ZPlanWeekInput)
    .output(ZPlanWeek)
    .query(({ ctx, input }) => service.get(ctx.db, ctx.user.id, input.weekStart)),
  generate: planGenerationProcedure
    .input(ZPlanGenerateInput)
    .output(ZPlanGenerated)
    .mutation(({ ctx, input }) => generate(ctx.db, ctx.user.id, input)),
  rules: router({
    get: protectedProcedure.output(ZPlanRulesState).query(({ ctx }) => rules.get(ctx.db, ctx.user.id)),
    update: protectedProcedure
      .input(ZPlanRulesUpdate)
      .output(ZPlanRulesState)
      .mutation(({ ctx, input }) => rules.update(ctx.db, ctx.user.id, input)),
  }),
  slots: router({
    set: protectedProcedure
      .input(ZPlanSlotSet)
      .output(ZPlanWeek)
      .mutation(({ ctx, input }) => service.setSlot(ctx.db, ctx.user.id, input)),
    update: protectedProcedure
      .input(ZPlanSlotUpdate)
      .output(ZPlanWeek)
      .mutation(({ ctx, input }) => service.updateSlot(ctx.db, ctx.user.id, input)),
    clear: protectedProcedure
      .input(ZPlanSlotRef)
      .output(ZPlanWeek)
      .mutation(({ ctx, input }) => service.clearSlot(ctx.db, ctx.user.id, input)),
    swap: protectedProcedure
      .input(ZPlanSlotSwap)
      .output(ZPlanWeek)
      .mutation(({ ctx, input }) => service.swapSlots(ctx.db, ctx.user.id, input)),
  }),
  templates: router({
    list: protectedProcedure.output(ZPlanTemplateList).query(async ({ ctx }) => ({ templates: await templates.list(ctx.db, ctx.user.id) })),
    create: protectedProcedure
      .input(ZPlanTemplateCreate)
      .output(ZPlanTemplate)
      .mutation(({ ctx, input }) => templates.create(ctx.db, ctx.user.id, input.weekStart, input.name)),
    use: protectedProcedure
      .input(ZPlanTemplateApply)
      .output(ZPlanTemplateApplied)
      .mutation(({ ctx, input }) => templates.apply(ctx.db, ctx.user.id, input.id, input.weekStart)),
    remove: protectedProcedure
      .input(ZPlanTemplateId)
      .output(ZPlanTemplateRemoved)
      .mutation(({ ctx, input }) => templates.remove(ctx.db, ctx.user.id, input.id)),
  }),
  addToCart: protectedProcedure
    .input(ZPlanAddToCart)
    .output(ZPlanAddedToCart)
    .mutation(({ ctx, input }) => createCartLines(ctx.db, ctx.user.id, input.weekStart, input.cart_id)),
  logEaten: protectedProcedure
    .input(ZPlanSlotRef)
    .output(ZPlanLogged)
    .mutation(({ ctx, input }) => logEaten(ctx.db, ctx.user.id, input)),
});
