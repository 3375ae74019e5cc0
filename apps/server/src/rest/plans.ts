import {
  ZPlanAddToCartBody,
  ZPlanEaterRef,
  ZPlanEaterUpdateBody,
  ZPlanSideRef,
  ZPlanSideUpdateBody,
  ZPlanAddedToCart,
  ZPlanGenerateBody,
  ZPlanGenerated,
  ZPlanLogged,
  ZPlanRulesUpdate,
  ZPlanRulesState,
  ZPlanSlotRef,
  ZPlanSlotSetBody,
  ZPlanSlotSwapBody,
  ZPlanSlotUpdateBody,
  ZPlanTemplate,
  ZPlanTemplateApplied,
  ZPlanTemplateApplyBody,
  ZPlanTemplateCreate,
  ZPlanTemplateId,
  ZPlanTemplateList,
  ZPlanTemplateRemoved,
  ZPlanWeek,
  ZPlanWeekInput,
} from "@simmer/contracts";
import type { RestApi } from "./route";

const tag = "Week planner";
const slot = "/plans/:weekStart/slots/:day/:meal";

/** The week planner for scripts: a week is named by its Monday, a slot by day (0 = Monday) and meal. */
export function registerPlansRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/plans/rules",
    tag,
    summary: "Your remembered planner rules",
    response: ZPlanRulesState,
    handler: ({ caller }) => caller.plans.rules.get(),
  });
  api.route({
    method: "PUT",
    url: "/plans/rules",
    tag,
    summary: "Change your planner rules",
    body: ZPlanRulesUpdate,
    response: ZPlanRulesState,
    handler: ({ caller, body }) => caller.plans.rules.update(body),
  });
  api.route({
    method: "GET",
    url: "/plans/templates",
    tag,
    summary: "Your week templates",
    response: ZPlanTemplateList,
    handler: ({ caller }) => caller.plans.templates.list(),
  });
  api.route({
    method: "POST",
    url: "/plans/templates",
    tag,
    summary: "Save a week as a template",
    status: 201,
    body: ZPlanTemplateCreate,
    response: ZPlanTemplate,
    examples: { body: { weekStart: "2026-11-23", name: "Busy week" } },
    handler: ({ caller, body }) => caller.plans.templates.create(body),
  });
  api.route({
    method: "POST",
    url: "/plans/templates/:id/apply",
    tag,
    summary: "Apply a template to a week (locked slots stay)",
    params: ZPlanTemplateId,
    body: ZPlanTemplateApplyBody,
    response: ZPlanTemplateApplied,
    handler: ({ caller, params, body }) => caller.plans.templates.use({ id: params.id, ...body }),
  });
  api.route({
    method: "DELETE",
    url: "/plans/templates/:id",
    tag,
    summary: "Delete a template",
    params: ZPlanTemplateId,
    response: ZPlanTemplateRemoved,
    handler: ({ caller, params }) => caller.plans.templates.remove(params),
  });
  api.route({
    method: "GET",
    url: "/plans/:weekStart",
    tag,
    summary: "A week's plan with per-day totals against your targets",
    params: ZPlanWeekInput,
    response: ZPlanWeek,
    handler: ({ caller, params }) => caller.plans.get(params),
  });
  api.route({
    method: "POST",
    url: "/plans/:weekStart/generate",
    tag,
    summary: "Fill the week's empty slots, or refill one day or slot",
    params: ZPlanWeekInput,
    body: ZPlanGenerateBody,
    response: ZPlanGenerated,
    examples: { body: { scope: { kind: "day", day: 2 } } },
    handler: ({ caller, params, body }) => caller.plans.generate({ ...params, ...body }),
  });
  api.route({
    method: "PUT",
    url: slot,
    tag,
    summary: "Put a recipe in a slot",
    params: ZPlanSlotRef,
    body: ZPlanSlotSetBody,
    response: ZPlanWeek,
    examples: { body: { recipeId: 12, servings: 2 } },
    handler: ({ caller, params, body }) => caller.plans.slots.set({ ...params, ...body }),
  });
  api.route({
    method: "PATCH",
    url: slot,
    tag,
    summary: "Change a slot's servings or lock",
    params: ZPlanSlotRef,
    body: ZPlanSlotUpdateBody,
    response: ZPlanWeek,
    examples: { body: { locked: true } },
    handler: ({ caller, params, body }) => caller.plans.slots.update({ ...params, ...body }),
  });
  api.route({
    method: "DELETE",
    url: slot,
    tag,
    summary: "Empty a slot",
    params: ZPlanSlotRef,
    response: ZPlanWeek,
    handler: ({ caller, params }) => caller.plans.slots.clear(params),
  });
  api.route({
    method: "PATCH",
    url: `${slot}/eaters/:userId`,
    tag,
    summary: "Change one eater's share of a slot: away from the meal, or their portion",
    params: ZPlanEaterRef,
    body: ZPlanEaterUpdateBody,
    response: ZPlanWeek,
    examples: { body: { away: true } },
    handler: ({ caller, params, body }) => caller.plans.slots.eater({ ...params, ...body }),
  });
  api.route({
    method: "PATCH",
    url: `${slot}/eaters/:userId/sides/:food`,
    tag,
    summary: "Lock or unlock a food beside an eater's meal",
    params: ZPlanSideRef,
    body: ZPlanSideUpdateBody,
    response: ZPlanWeek,
    examples: { body: { locked: true } },
    handler: ({ caller, params, body }) => caller.plans.slots.updateSide({ ...params, ...body }),
  });
  api.route({
    method: "DELETE",
    url: `${slot}/eaters/:userId/sides/:food`,
    tag,
    summary: "Remove a food from beside an eater's meal",
    params: ZPlanSideRef,
    response: ZPlanWeek,
    handler: ({ caller, params }) => caller.plans.slots.removeSide(params),
  });
  api.route({
    method: "POST",
    url: `${slot}/log`,
    tag,
    summary: "Log a slot's meal in the food journal",
    status: 201,
    params: ZPlanSlotRef,
    response: ZPlanLogged,
    handler: ({ caller, params }) => caller.plans.logEaten(params),
  });
  api.route({
    method: "POST",
    url: "/plans/:weekStart/swap",
    tag,
    summary: "Swap two slots",
    params: ZPlanWeekInput,
    body: ZPlanSlotSwapBody,
    response: ZPlanWeek,
    examples: { body: { from: { day: 0, meal: "Dinner" }, to: { day: 1, meal: "Lunch" } } },
    handler: ({ caller, params, body }) => caller.plans.slots.swap({ ...params, ...body }),
  });
  api.route({
    method: "POST",
    url: "/plans/:weekStart/cart",
    tag,
    summary: "Add the week's recipes to a cart, servings summed",
    params: ZPlanWeekInput,
    body: ZPlanAddToCartBody,
    response: ZPlanAddedToCart,
    handler: ({ caller, params, body }) => caller.plans.addToCart({ ...params, ...body }),
  });
}
