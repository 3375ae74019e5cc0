import { router } from "../trpc/init";

export const metricsRouter = router({});
