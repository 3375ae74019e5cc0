import type { FastifyInstance } from "fastify";
import { createCallLimit, type CallLimit } from "./call-limit";

export type CredentialLimit = CallLimit;

/**
 * Login and signup share one counter per client address (ADR 002, ADR 007). It counts in the store
 * `registerRateLimits` set up: in memory, or in Redis so every instance counts together (ADR 080),
 * failing open while Redis cannot be reached. It is consulted by the credential procedures
 * themselves, once per call, so every route and URL spelling that reaches them, and every call in
 * a tRPC batch, is counted.
 */
export function registerCredentialLimit(app: FastifyInstance, options: { max: number; windowMs: number }): CredentialLimit {
  return createCallLimit(app, { name: "credential", ...options });
}
