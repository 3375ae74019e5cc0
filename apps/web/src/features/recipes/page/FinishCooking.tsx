import { useQueryClient } from "@tanstack/react-query";
import { localDay } from "@simmer/domain";
import { trpc } from "../../../trpc";
import { notify } from "../../ui/notifications";
import { BROWSE_STRIP_KEY } from "../../browse/strip-key";
import { RECIPE_PAGE_KEY } from "./queries";

/** Cook mode's last button: today goes into the person's "cooked on" days, and cook mode closes. */
export function FinishCooking({ recipeId, onDone }: { recipeId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const cooked = trpc.notes.addCooked.useMutation();
  const finish = async () => {
    try {
      await cooked.mutateAsync({ id: recipeId, date: localDay(new Date()) });
      void queryClient.invalidateQueries({ queryKey: [...RECIPE_PAGE_KEY, recipeId] });
      // Browse's "not cooked in N weeks" rows read the cooked days (ADR 142).
      void queryClient.invalidateQueries({ queryKey: [BROWSE_STRIP_KEY] });
      notify("Added today to the days you cooked it.", "success", { scope: "recipes.notes" });
    } catch {
      notify("Could not add today's date; your cooking is done all the same.", "error", { scope: "recipes.notes" });
    }
    onDone();
  };
  return (
    <button type="button" className="btn btn-primary" onClick={() => void finish()} disabled={cooked.isPending}>
      Done — cooked it today
    </button>
  );
}
