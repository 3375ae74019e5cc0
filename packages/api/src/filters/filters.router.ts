import { router } from "../trpc/init";

export const filtersRouter = router({});
