import { useQueryClient } from "@tanstack/react-query";
import type { TPlanWeek } from "@simmer/contracts";
import type { PlanMeal } from "@simmer/domain";
import { trpc } from "../../trpc";
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
    pending: set.isPending || update.isPending || clear.isPending || swap.isPending || generate.isPending || logEaten.isPending,
    generating: generate.isPending,
    place: (slot: SlotKey, recipeId: number) =>
      run("plans.slot", () => set.mutateAsync({ weekStart, ...slot, recipeId }), "Could not place the recipe."),
    servings: (slot: SlotKey, servings: number) =>
      run("plans.slot", () => update.mutateAsync({ weekStart, ...slot, servings }), "Could not change the servings."),
    lock: (slot: SlotKey, locked: boolean) =>
      run("plans.slot", () => update.mutateAsync({ weekStart, ...slot, locked }), "Could not change the lock."),
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
      await Promise.all([queryClient.invalidateQueries({ queryKey: key }), utils.journal.invalidate()]);
    },
  };
}

export type PlanActions = ReturnType<typeof usePlanWeek>;
