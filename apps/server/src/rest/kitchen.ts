import type { FastifyInstance } from "fastify";
import type { CallerFor } from "../app";

export function registerKitchenRoutes(_api: FastifyInstance, _callerFor: CallerFor) {}
