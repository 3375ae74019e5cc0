import type { FastifyInstance } from "fastify";
import type { CallerFor } from "../app";

export function registerFoodsRoutes(_api: FastifyInstance, _callerFor: CallerFor) {}
