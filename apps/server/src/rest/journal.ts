import type { FastifyInstance } from "fastify";
import type { CallerFor } from "../app";

export function registerJournalRoutes(_api: FastifyInstance, _callerFor: CallerFor) {}
