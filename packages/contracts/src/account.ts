import { z } from "zod";
import { ZMessageOutput } from "./rest";
import { text } from "./input";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isCommonPassword, passwordProblemMessage } from "@simmer/domain";
import { ACCOUNT_MESSAGES } from "./messages/account";
import { ZRecipeVisibility } from "./household";

/** Every personal access token starts with this, so a leaked one is recognisable (ADR 070). */
export const PERSONAL_TOKEN_PREFIX = "smr_pat_";
export const TOKEN_NAME_MAX_LENGTH = 100;
/** The lifetimes a person may choose; null is "never expires". */
export const TOKEN_EXPIRY_CHOICES = [30, 90, 365, null] as const;
export const TOKEN_DEFAULT_EXPIRY_DAYS = 90;
/** Live tokens one person may hold at once. */
export const TOKENS_PER_PERSON_MAX = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const ZTokenId = z.object({
  id: text("Token id").trim().toLowerCase().max(100, ACCOUNT_MESSAGES.badTokenId).regex(UUID, ACCOUNT_MESSAGES.badTokenId),
});
export type TTokenId = z.infer<typeof ZTokenId>;

export const ZTokenCreateInput = z.object({
  name: text("Name", ACCOUNT_MESSAGES.nameRequired)
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.nameRequired, abort: true })
    .max(TOKEN_NAME_MAX_LENGTH, ACCOUNT_MESSAGES.nameTooLong),
  expiresInDays: z
    .union([z.literal(30), z.literal(90), z.literal(365), z.null()], { error: ACCOUNT_MESSAGES.badExpiry })
    .default(TOKEN_DEFAULT_EXPIRY_DAYS),
});
export type TTokenCreateInput = z.infer<typeof ZTokenCreateInput>;

/** A token as the list shows it: never its secret. Dates are ISO strings; null expiry is "never". */
export const ZToken = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type TToken = z.infer<typeof ZToken>;

export const ZTokenList = z.object({ tokens: z.array(ZToken) });
export type TTokenList = z.infer<typeof ZTokenList>;

/** The one answer that carries the secret; it is not stored and cannot be shown again. */
export const ZTokenCreated = z.object({ message: z.string(), token: ZToken, secret: z.string() });
export type TTokenCreated = z.infer<typeof ZTokenCreated>;

export { ZMessageOutput };
export type TMessageOutput = z.infer<typeof ZMessageOutput>;

const currentPassword = (field: string) =>
  text(field, ACCOUNT_MESSAGES.currentPasswordRequired)
    .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired, abort: true })
    .max(PASSWORD_MAX_LENGTH * 4, ACCOUNT_MESSAGES.wrongPassword);

/** The new password follows the same rules as sign-up. */
export const ZPasswordChangeInput = z.object({
  currentPassword: currentPassword("Current password"),
  newPassword: text("New password", ACCOUNT_MESSAGES.newPasswordRequired)
    .min(1, { error: ACCOUNT_MESSAGES.newPasswordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `New password must be at most ${PASSWORD_MAX_LENGTH} characters.`)
    .refine((password) => !isCommonPassword(password), passwordProblemMessage("too-common")),
});
export type TPasswordChangeInput = z.infer<typeof ZPasswordChangeInput>;

/** `ended`: how many other signed-in devices and browsers were signed out. */
export const ZPasswordChanged = z.object({ message: z.string(), ended: z.number().int() });
export type TPasswordChanged = z.infer<typeof ZPasswordChanged>;

export const ZAccountDeleteInput = z.object({ password: currentPassword("Password") });
export type TAccountDeleteInput = z.infer<typeof ZAccountDeleteInput>;

/** How a person reads amounts (ADR 126): stored values never change, only what is shown. */
export const UNIT_SYSTEM_CHOICES = ["us", "metric"] as const;
export const ZUnitSystem = z.enum(UNIT_SYSTEM_CHOICES, { error: "unit_system must be us or metric." });
export type TUnitSystem = z.infer<typeof ZUnitSystem>;

/** Either or both: what is omitted stays as it is. */
export const ZPreferencesInput = z
  .object({ unit_system: ZUnitSystem.optional(), recipe_visibility: ZRecipeVisibility.optional() })
  .refine((p) => p.unit_system !== undefined || p.recipe_visibility !== undefined, {
    error: "Send unit_system, recipe_visibility or both.",
  });
export type TPreferencesInput = z.infer<typeof ZPreferencesInput>;

/** `chosen` is false until the person (or their browser's locale, once) picks a system. */
export const ZPreferences = z.object({
  unit_system: ZUnitSystem,
  chosen: z.boolean(),
  /** The visibility new recipes start with (ADR 127). */
  recipe_visibility: ZRecipeVisibility,
});
export type TPreferences = z.infer<typeof ZPreferences>;
