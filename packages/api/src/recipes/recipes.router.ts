import { router } from "../trpc/init";
import { listRecipesProcedure } from "./query/list.procedure";

export const recipesRouter = router({
  list: listRecipesProcedure,
});
