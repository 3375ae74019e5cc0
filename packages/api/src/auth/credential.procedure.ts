import { TRPCError } from "@trpc/server";
import { AUTH_MESSAGES } from "@simmer/contracts";
import { credentialBaseProcedure } from "../trpc/init";

/**
 * A procedure that checks a password or creates an account. Every call counts against the
 * client's attempts, so neither a URL spelling nor a batch of calls in one request buys more
 * guesses: the count happens where the password is evaluated, not where the URL is read.
 */
export const credentialProcedure = credentialBaseProcedure.use(async ({ ctx, next }) => {
  if (!(await ctx.countCredentialAttempt())) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: AUTH_MESSAGES.rateLimited });
  }
  return next();
});
