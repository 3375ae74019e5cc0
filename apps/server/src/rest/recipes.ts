import type { FastifyInstance } from "fastify";
import type { CallerFor } from "../app";

export function registerRecipesRoutes(_api: FastifyInstance, _callerFor: CallerFor) {}
