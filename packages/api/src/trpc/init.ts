import { initTRPC, TRPCError } from "@trpc/server";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, describeIssues } from "@simmer/contracts";
import { ZodError, type z } from "zod";
import type { Context } from "./context";
import { beforeMutation } from "../events";
import { scopeOf } from "../household";

/**
 * What a client sees of a failed call (ADR 008). The answer is the same whether or not NODE_ENV is
 * set: tRPC would add `data.stack` whenever NODE_ENV is not "production", and the start command
 * does not set it, so development mode is switched off here and the stack is dropped besides.
 */
const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    // An unexpected failure keeps its cause in the log, never in the answer.
    const message =
      error.cause instanceof ZodError
        ? describeIssues(error.cause.issues)
        : error.code === "INTERNAL_SERVER_ERROR"
          ? "Something went wrong on our side. Please try again."
          : shape.message;
    const { stack: _stack, ...data } = shape.data as typeof shape.data & { stack?: string };
    return { ...shape, message, data };
  },
});

/**
 * A procedure's output check run synchronously. tRPC checks outputs with `parseAsync`, which
 * bypasses zod's compiled fast path; on a hot, large answer (a Browse page of up to 500 cards) the
 * same schema checked synchronously costs a quarter as much (ADR 085). A failure is still tRPC's
 * "Output validation failed".
 */
export function syncOutput<T extends z.ZodType>(schema: T): (value: unknown) => z.output<T> {
  return (value) => schema.parse(value);
}

export const router = t.router;

/**
 * A call that checks credentials itself (login, signup): a stale token sent along must not stop
 * someone from signing in again.
 */
export const credentialBaseProcedure = t.procedure;

/**
 * A call visitors may make. One that carries a refused token is still a 401, not a visitor's
 * answer: a tab whose session ended elsewhere must not show the catalogue as its own (ADR 119).
 */
export const publicProcedure = t.procedure.use(({ ctx, next }) => {
  if (ctx.refusedToken) throw new TRPCError({ code: "UNAUTHORIZED", message: AUTH_MESSAGES.unauthenticated });
  return next();
});
export const createCallerFactory = t.createCallerFactory;

/** The one place that decides whether a call is signed in. */
export const protectedProcedure = t.procedure
  .use(({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: AUTH_MESSAGES.unauthenticated });
    return next({ ctx: { ...ctx, user: ctx.user } });
  })
  // Every successful write tells the other screens of the people who share it (ADR 139), over
  // tRPC and the REST adapter alike, since both call the procedure.
  .use(async ({ ctx, path, type, next }) => {
    const announce = type === "mutation" ? await beforeMutation(ctx, path) : null;
    const result = await next();
    if (result.ok) announce?.after();
    return result;
  });

/**
 * A signed-in call on what a household shares (kitchen, carts, the list, shopping, the plan,
 * recipes): `ctx.scope` says whose rows it reads and writes (ADR 127). It is read on every call,
 * so leaving or being removed takes effect at once on every instance.
 */
export const householdProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  const scope = await scopeOf(ctx.db, ctx.user.id);
  return next({ ctx: { ...ctx, scope } });
});

/**
 * A call made from a browser sign-in, not with a personal access token (ADR 070): managing tokens,
 * the password and the account itself. A leaked token must not be able to mint more tokens or lock
 * its owner out.
 */
export const webSessionProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.credential !== "web") throw new TRPCError({ code: "FORBIDDEN", message: ACCOUNT_MESSAGES.needsWebSession });
  return next({ ctx: { ...ctx, sessionId: ctx.sessionId ?? "" } });
});
