import { router } from "../trpc/init";

export const journalRouter = router({});
