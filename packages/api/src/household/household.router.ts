import { TRPCError } from "@trpc/server";
import {
  HOUSEHOLD_MESSAGES,
  ZHouseholdNameInput,
  ZHouseholdOutput,
  ZHousehold,
  ZInviteCreated,
  ZInviteCreateInput,
  ZInviteId,
  ZInviteList,
  ZInvitePreview,
  ZInvitePreviewInput,
  ZJoinInput,
  ZMemberId,
  ZMessageOutput,
} from "@simmer/contracts";
import { protectedProcedure, router } from "../trpc/init";
import * as service from "./household.service";

/** Invite attempts (join and preview) are counted per person, so tokens cannot be tried in bulk. */
const counted = protectedProcedure.use(async ({ ctx, next }) => {
  if (!(await ctx.countInviteAttempt(ctx.user.id)))
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: HOUSEHOLD_MESSAGES.tooManyJoins });
  return next();
});

export const householdRouter = router({
  get: protectedProcedure.output(ZHouseholdOutput).query(({ ctx }) => service.get(ctx.db, ctx.user.id)),
  create: protectedProcedure
    .input(ZHouseholdNameInput)
    .output(ZHousehold)
    .mutation(({ ctx, input }) => service.create(ctx.db, ctx.user.id, input.name)),
  rename: protectedProcedure
    .input(ZHouseholdNameInput)
    .output(ZHousehold)
    .mutation(({ ctx, input }) => service.rename(ctx.db, ctx.user.id, input.name)),
  remove: protectedProcedure.output(ZMessageOutput).mutation(({ ctx }) => service.remove(ctx.db, ctx.user.id)),
  invites: router({
    create: protectedProcedure
      .input(ZInviteCreateInput)
      .output(ZInviteCreated)
      .mutation(({ ctx, input }) => service.createInvite(ctx.db, ctx.user.id, input, ctx.config.publicUrl)),
    list: protectedProcedure.output(ZInviteList).query(({ ctx }) => service.listInvites(ctx.db, ctx.user.id)),
    revoke: protectedProcedure
      .input(ZInviteId)
      .output(ZMessageOutput)
      .mutation(({ ctx, input }) => service.revokeInvite(ctx.db, ctx.user.id, input.id)),
  }),
  preview: counted
    .input(ZInvitePreviewInput)
    .output(ZInvitePreview)
    .query(({ ctx, input }) => service.preview(ctx.db, ctx.user.id, input.token)),
  join: counted
    .input(ZJoinInput)
    .output(ZHousehold)
    .mutation(({ ctx, input }) => service.join(ctx.db, ctx.user.id, input.token, input.keepRecipesPrivate)),
  leave: protectedProcedure.output(ZMessageOutput).mutation(({ ctx }) => service.leave(ctx.db, ctx.user.id)),
  removeMember: protectedProcedure
    .input(ZMemberId)
    .output(ZMessageOutput)
    .mutation(({ ctx, input }) => service.removeMember(ctx.db, ctx.user.id, input.userId)),
  transfer: protectedProcedure
    .input(ZMemberId)
    .output(ZHousehold)
    .mutation(({ ctx, input }) => service.transfer(ctx.db, ctx.user.id, input.userId)),
});
