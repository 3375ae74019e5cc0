import { router } from "../trpc/init";

export const recipesRouter = router({});
