import { z } from "zod";
import { text } from "./input";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isCommonPassword,
  isPlausibleEmail,
  normaliseEmail,
  passwordProblemMessage,
} from "@simmer/domain";

const ZEmail = text("Email", "Email is required.")
  .max(1000, "Email must be a valid email address, like name@example.com.")
  .transform(normaliseEmail)
  .pipe(
    z
      .string()
      .min(1, { error: "Email is required.", abort: true })
      .refine(isPlausibleEmail, "Email must be a valid email address, like name@example.com."),
  );

export const ZSignupInput = z.object({
  email: ZEmail,
  password: text("Password", "Password is required.")
    .min(1, { error: "Password is required.", abort: true })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`)
    .refine((password) => !isCommonPassword(password), passwordProblemMessage("too-common")),
});
export type TSignupInput = z.infer<typeof ZSignupInput>;

/** Login only checks presence: the password rules are not revealed to someone guessing. */
export const ZLoginInput = z.object({
  email: ZEmail,
  password: text("Password", "Password is required.")
    .min(1, "Password is required.")
    .max(PASSWORD_MAX_LENGTH * 4, "Invalid email or password."),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZUser = z.object({ id: z.number().int(), email: z.string() });
export type TUser = z.infer<typeof ZUser>;

export const ZSignupOutput = z.object({ message: z.string(), user: ZUser });
export type TSignupOutput = z.infer<typeof ZSignupOutput>;

export const ZLoginOutput = z.object({ message: z.string(), token: z.string(), user: ZUser });
export type TLoginOutput = z.infer<typeof ZLoginOutput>;

export const ZLogoutOutput = z.object({ message: z.string() });
export type TLogoutOutput = z.infer<typeof ZLogoutOutput>;

/** `ended`: how many live sessions (devices and browsers) were signed out. */
export const ZLogoutAllOutput = z.object({ message: z.string(), ended: z.number().int() });
export type TLogoutAllOutput = z.infer<typeof ZLogoutAllOutput>;
