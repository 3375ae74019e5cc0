import type { FastifyInstance } from "fastify";
import type { CallerFor } from "../app";

export function registerCartsRoutes(_api: FastifyInstance, _callerFor: CallerFor) {}
