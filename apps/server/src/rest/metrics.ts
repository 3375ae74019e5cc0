import { ZMetricDeleted, ZMetricEntry, ZMetricId, ZMetricInput, ZMetricList } from "@simmer/contracts";
import type { RestApi } from "./route";

const tag = "Metrics";

/** The metrics paths (docs/product.md#api): the camelCase payload in, the snake_case entry out (age holds the date of birth). */
export function registerMetricsRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/metrics/all",
    tag,
    summary: "Your metric entries",
    response: ZMetricList,
    handler: ({ caller }) => caller.metrics.list(),
  });
  api.route({
    method: "POST",
    url: "/metrics",
    tag,
    summary: "Add a metric entry",
    status: 201,
    body: ZMetricInput,
    response: ZMetricEntry,
    handler: ({ caller, body }) => caller.metrics.create(body),
  });
  api.route({
    method: "PUT",
    url: "/metrics/id/:id",
    tag,
    summary: "Change a metric entry",
    params: ZMetricId,
    body: ZMetricInput,
    response: ZMetricEntry,
    handler: ({ caller, params, body }) => caller.metrics.update({ id: params.id, entry: body }),
  });
  api.route({
    method: "DELETE",
    url: "/metrics/id/:id",
    tag,
    summary: "Delete a metric entry",
    params: ZMetricId,
    response: ZMetricDeleted,
    handler: ({ caller, params }) => caller.metrics.remove(params),
  });
}
