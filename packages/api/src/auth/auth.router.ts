import { ZLoginInput, ZLoginOutput, ZSignupInput, ZSignupOutput, ZUser } from "@simmer/contracts";
import { protectedProcedure, publicProcedure, router } from "../trpc/init";
import * as service from "./auth.service";

export const authRouter = router({
  signup: publicProcedure
    .input(ZSignupInput)
    .output(ZSignupOutput)
    .mutation(({ ctx, input }) => service.signup(ctx.db, input)),
  login: publicProcedure
    .input(ZLoginInput)
    .output(ZLoginOutput)
    .mutation(({ ctx, input }) => service.login(ctx.db, ctx.tokens, input)),
  me: protectedProcedure.output(ZUser).query(({ ctx }) => ctx.user),
});
