import { INPUT_LIMITS } from "../input-limits";

/** Why a piece of input is refused, whatever the field. */
export const INPUT_MESSAGES = {
  nul: "must not contain NUL characters.",
  surrogate: "must be valid Unicode text (it holds a lone surrogate).",
  tooDeep: `The request nests too deeply (at most ${INPUT_LIMITS.jsonDepthMax} levels).`,
} as const;
