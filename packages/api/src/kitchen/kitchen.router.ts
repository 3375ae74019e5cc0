import { router } from "../trpc/init";

export const kitchenRouter = router({});
