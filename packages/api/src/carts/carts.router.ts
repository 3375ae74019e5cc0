import { router } from "../trpc/init";

export const cartsRouter = router({});
