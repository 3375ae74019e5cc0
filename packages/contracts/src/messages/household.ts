import { HOUSEHOLD_MAX_MEMBERS, HOUSEHOLD_NAME_MAX_LENGTH, INVITE_MAX_DAYS, INVITE_MAX_OPEN, INVITE_MAX_USES } from "../household-limits";

/** What households say to people (ADR 127). */
export const HOUSEHOLD_MESSAGES = {
  nameRequired: "Name your household.",
  nameTooLong: `A household name is at most ${HOUSEHOLD_NAME_MAX_LENGTH} characters.`,
  alreadyInOne: "You are already in a household: leave it first.",
  notInOne: "You are not in a household.",
  notFound: "Household not found.",
  ownerOnly: "Only the household's owner can do that.",
  inviteNotFound: "This invite is not valid: it may have expired, been revoked or used up.",
  badToken: "token must be an invite token.",
  badExpiry: `expiresInDays must be a whole number from 1 to ${INVITE_MAX_DAYS}.`,
  badUses: `maxUses must be a whole number from 1 to ${INVITE_MAX_USES}.`,
  tooManyInvites: `A household can hold at most ${INVITE_MAX_OPEN} open invites: revoke one first.`,
  full: `A household holds at most ${HOUSEHOLD_MAX_MEMBERS} people.`,
  memberNotFound: "Member not found.",
  ownerCannotLeave: "Hand the household to another member first, or delete it.",
  notYourself: "Choose another member.",
  ownerMustTransfer: "You own a household with other members: hand it to one of them, or delete it, first.",
  restoreInHousehold: "Leave your household before restoring a backup: a restore fills your own, empty account.",
  tooManyJoins: "Too many invite attempts: try again in a minute.",
} as const;
