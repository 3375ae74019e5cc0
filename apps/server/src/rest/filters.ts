import type { FastifyInstance } from "fastify";
import type { CallerFor } from "../app";

export function registerFiltersRoutes(_api: FastifyInstance, _callerFor: CallerFor) {}
