import { useQueryClient } from "@tanstack/react-query";
import type { TPlanSide, TPlanWeek } from "@simmer/contracts";
import type { PlanMeal } from "@simmer/domain";
import { trpc } from "../../trpc";
import { BROWSE_STRIP_KEY } from "../browse/strip-key";
import { serverMessage } from "../carts/server-errors";
import { clearNotices, notify } from "../ui/notifications";
import { planWeekQuery } from "./queries";
import { slotName } from "./week";

export interface SlotKey {
  day: number;
  meal: PlanMeal;
}

/**
 * The week's edits. Each answers the whole week, written straight into the cache; a failure is
 * an alert of that action (ADR 043) and the week is read again, so the screen shows what is stored.
 */
export function usePlanWeek(weekStart: string) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const key = planWeekQuery(weekStart).queryKey;
  const store = (week: TPlanWeek) => queryClient.setQueryData(key, week);

  const set = trpc.plans.slots.set.useMutation({ onSuccess: store });
  const update = trpc.plans.slots.update.useMutation({ onSuccess: store });
  const clear = trpc.plans.slots.clear.useMutation({ onSuccess: store });
  const swap = trpc.plans.slots.swap.useMutation({ onSuccess: store });
  const generate = trpc.plans.generate.useMutation({ onSuccess: store });
  const logEaten = trpc.plans.logEaten.useMutation();
  const eater = trpc.plans.slots.eater.useMutation({ onSuccess: store });
  const removeSide = trpc.plans.slots.removeSide.useMutation({ onSuccess: store });
  const updateSide = trpc.plans.slots.updateSide.useMutation({ onSuccess: store });

  async function run<T>(scope: string, action: () => Promise<T>, fallback: string): Promise<T | null> {
    try {
      const result = await action();
      clearNotices(scope);
      return result;
    } catch (error) {
      notify(serverMessage(error, fallback), "error", { scope });
      await queryClient.invalidateQueries({ queryKey: key });
      return null;
    }
  }

  return {
    pending:
      set.isPending ||
      update.isPending ||
      clear.isPending ||
      swap.isPending ||
      generate.isPending ||
      logEaten.isPending ||
      eater.isPending ||
      removeSide.isPending ||
      updateSide.isPending,
    generating: generate.isPending,
    place: (slot: SlotKey, recipeId: number) =>
      run("plans.slot", () => set.mutateAsync({ weekStart, ...slot, recipeId }), "Could not place the recipe."),
    servings: (slot: SlotKey, servings: number) =>
      run("plans.slot", () => update.mutateAsync({ weekStart, ...slot, servings }), "Could not change the servings."),
    lock: (slot: SlotKey, locked: boolean) =>
      run("plans.slot", () => update.mutateAsync({ weekStart, ...slot, locked }), "Could not change the lock."),
    away: (slot: SlotKey, userId: number, away: boolean) =>
      run("plans.slot", () => eater.mutateAsync({ weekStart, ...slot, userId, away }), "Could not change who eats this meal."),
    removeSide: (slot: SlotKey, userId: number, food: TPlanSide["food"]) =>
      run("plans.slot", () => removeSide.mutateAsync({ weekStart, ...slot, userId, food }), "Could not remove the food."),
    lockSide: (slot: SlotKey, userId: number, food: TPlanSide["food"], locked: boolean) =>
      run("plans.slot", () => updateSide.mutateAsync({ weekStart, ...slot, userId, food, locked }), "Could not change the lock."),
    clear: (slot: SlotKey) => run("plans.slot", () => clear.mutateAsync({ weekStart, ...slot }), "Could not clear the slot."),
    swap: (from: SlotKey, to: SlotKey) => run("plans.slot", () => swap.mutateAsync({ weekStart, from, to }), "Could not swap the slots."),
    async generate(scope: { kind: "week" } | { kind: "day"; day: number } | { kind: "slot"; day: number; meal: PlanMeal }) {
      const week = await run("plans.generate", () => generate.mutateAsync({ weekStart, scope }), "Could not plan the week.");
      if (week) notify(week.message, week.relaxed.length > 0 ? "info" : "success", { scope: "plans.generate" });
      return week;
    },
    async logEaten(slot: SlotKey) {
      const logged = await run("plans.log", () => logEaten.mutateAsync({ weekStart, ...slot }), "Could not log the meal.");
      if (!logged) return;
      notify(`${slotName(slot.day, slot.meal)}: ${logged.message}`, "success", { scope: "plans.log" });
      // The day joins the recipe's cooked days, which Browse's "not cooked in N weeks" reads (ADR 142).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        utils.journal.invalidate(),
        queryClient.invalidateQueries({ queryKey: [BROWSE_STRIP_KEY] }),
      ]);
    },
  };
}

export type PlanActions = ReturnType<typeof usePlanWeek>;
