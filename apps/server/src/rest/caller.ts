import type { FastifyRequest } from "fastify";
import { createCaller } from "@simmer/api";
import type { ContextFor } from "../http/signed-in";

/** A tRPC caller acting as one request's user. */
export type Caller = ReturnType<typeof createCaller>;

/** The tRPC caller for one request: each REST handler maps its path, query and body onto it. */
export type CallerFor = (request: FastifyRequest) => Promise<Caller>;

export function callerFrom(contextFor: ContextFor): CallerFor {
  return async (request) => createCaller(await contextFor(request));
}
