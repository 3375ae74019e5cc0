import { router } from "../trpc/init";

export const foodsRouter = router({});
