import { forgetKeptRecipes } from "./page/offline-recipes";
import { forgetTimers } from "./cook/timer-store";

/** What the recipe page and cook mode keep on this device: the recipes opened lately and the timers. */
export async function forgetRecipesOnDevice(): Promise<void> {
  forgetTimers();
  await forgetKeptRecipes();
}
