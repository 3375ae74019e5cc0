import { ZLoginInput, ZLoginOutput, ZLogoutAllOutput, ZLogoutOutput, ZSignupInput, ZSignupOutput, ZUser } from "@simmer/contracts";
import { protectedProcedure, router, webSessionProcedure } from "../trpc/init";
import { credentialProcedure } from "./credential.procedure";
import * as service from "./auth.service";

export const authRouter = router({
  signup: credentialProcedure
    .input(ZSignupInput)
    .output(ZSignupOutput)
    .mutation(({ ctx, input }) => service.signup(ctx.db, input)),
  login: credentialProcedure
    .input(ZLoginInput)
    .output(ZLoginOutput)
    .mutation(({ ctx, input }) => service.login(ctx.db, ctx.tokens, input)),
  me: protectedProcedure.output(ZUser).query(({ ctx }) => ctx.user),
  logout: protectedProcedure.output(ZLogoutOutput).mutation(({ ctx }) => service.logout(ctx.db, ctx.user, ctx.sessionId)),
  logoutAll: webSessionProcedure.output(ZLogoutAllOutput).mutation(({ ctx }) => service.logoutAll(ctx.db, ctx.user)),
});
