import { authRouter } from "./auth/auth.router";
import { healthRouter } from "./health/health.router";
import { createCallerFactory, router } from "./trpc/init";

export const appRouter = router({
  auth: authRouter,
  health: healthRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

/** The tRPC paths that take credentials; they share the per-address rate limit with /api/auth. */
export const CREDENTIAL_PROCEDURES: ReadonlySet<string> = new Set(["auth.signup", "auth.login"]);
