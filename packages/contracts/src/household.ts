import { z } from "zod";
import { text, zId } from "./input";
import { HOUSEHOLD_NAME_MAX_LENGTH, INVITE_DEFAULT_DAYS, INVITE_MAX_DAYS, INVITE_MAX_USES, INVITE_TOKEN_PATTERN } from "./household-limits";
import { HOUSEHOLD_MESSAGES } from "./messages/household";

export * from "./household-limits";

export const ZHouseholdRole = z.enum(["owner", "member"]);
export type THouseholdRole = z.infer<typeof ZHouseholdRole>;

export const ZRecipeVisibility = z.enum(["household", "private"], { error: "visibility must be household or private." });
export type TRecipeVisibility = z.infer<typeof ZRecipeVisibility>;

export const ZHouseholdMember = z.object({ user_id: z.number().int(), email: z.string(), role: ZHouseholdRole });
export type THouseholdMember = z.infer<typeof ZHouseholdMember>;

export const ZHousehold = z.object({ id: z.number().int(), name: z.string(), members: z.array(ZHouseholdMember) });
export type THousehold = z.infer<typeof ZHousehold>;

/** `GET /api/household`: the person's household, or null when they are in none. */
export const ZHouseholdOutput = z.object({ household: ZHousehold.nullable() });
export type THouseholdOutput = z.infer<typeof ZHouseholdOutput>;

const name = text("name", HOUSEHOLD_MESSAGES.nameRequired)
  .trim()
  .min(1, { error: HOUSEHOLD_MESSAGES.nameRequired, abort: true })
  .max(HOUSEHOLD_NAME_MAX_LENGTH, HOUSEHOLD_MESSAGES.nameTooLong);

export const ZHouseholdNameInput = z.object({ name });
export type THouseholdNameInput = z.infer<typeof ZHouseholdNameInput>;

export const ZInviteCreateInput = z
  .object({
    expiresInDays: z
      .number({ error: HOUSEHOLD_MESSAGES.badExpiry })
      .int(HOUSEHOLD_MESSAGES.badExpiry)
      .min(1, HOUSEHOLD_MESSAGES.badExpiry)
      .max(INVITE_MAX_DAYS, HOUSEHOLD_MESSAGES.badExpiry)
      .default(INVITE_DEFAULT_DAYS),
    maxUses: z
      .number({ error: HOUSEHOLD_MESSAGES.badUses })
      .int(HOUSEHOLD_MESSAGES.badUses)
      .min(1, HOUSEHOLD_MESSAGES.badUses)
      .max(INVITE_MAX_USES, HOUSEHOLD_MESSAGES.badUses)
      .nullable()
      .default(null),
  })
  .default({ expiresInDays: INVITE_DEFAULT_DAYS, maxUses: null });
export type TInviteCreateInput = z.input<typeof ZInviteCreateInput>;

export const ZInvite = z.object({
  id: z.number().int(),
  expires_at: z.string(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  created_at: z.string(),
});
export type TInvite = z.infer<typeof ZInvite>;

/** A new invite: the token and link are answered this once; only a hash is kept. */
export const ZInviteCreated = z.object({ id: z.number().int(), token: z.string(), url: z.string(), expires_at: z.string() });
export type TInviteCreated = z.infer<typeof ZInviteCreated>;

export const ZInviteList = z.object({ invites: z.array(ZInvite) });
export type TInviteList = z.infer<typeof ZInviteList>;

export const ZInviteId = z.object({ id: zId("id") });
export type TInviteId = z.infer<typeof ZInviteId>;

export const ZMemberId = z.object({ userId: zId("userId") });
export type TMemberId = z.infer<typeof ZMemberId>;

const token = text("token", HOUSEHOLD_MESSAGES.badToken).regex(INVITE_TOKEN_PATTERN, HOUSEHOLD_MESSAGES.badToken);

export const ZJoinInput = z.object({
  token,
  /** Make the recipes one already has private on joining, instead of shared with the household. */
  keepRecipesPrivate: z.boolean({ error: "keepRecipesPrivate must be true or false." }).default(false),
});
export type TJoinInput = z.input<typeof ZJoinInput>;

/** What joining will do, shown before the person confirms. */
export const ZInvitePreviewInput = z.object({ token });
export const ZInvitePreview = z.object({
  household: z.object({ name: z.string(), members: z.number().int() }),
  yours: z.object({
    recipes: z.number().int(),
    shared_recipes: z.number().int(),
    carts: z.number().int(),
    kitchen_items: z.number().int(),
  }),
});
export type TInvitePreview = z.infer<typeof ZInvitePreview>;
