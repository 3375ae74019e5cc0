import type { FastifyInstance } from "fastify";
import type { CallerFor } from "../app";

export function registerMetricsRoutes(_api: FastifyInstance, _callerFor: CallerFor) {}
