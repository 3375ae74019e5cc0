import { describe, expect, it } from "vitest";
import type { FastifyReply, FastifyRequest } from "fastify";
import { handleRestError } from "./errors";

function fakes(options: { headersSent?: boolean; destroyed?: boolean } = {}) {
  const logged: Array<{ level: string; message: string }> = [];
  const sent: Array<{ status: number; body: unknown }> = [];
  let status = 200;
  const request = {
    url: "/api/recipes",
    log: {
      error: (_: unknown, message: string) => logged.push({ level: "error", message }),
      info: (_: unknown, message: string) => logged.push({ level: "info", message }),
    },
  } as unknown as FastifyRequest;
  const reply = {
    sent: false,
    raw: { headersSent: options.headersSent ?? false, destroyed: options.destroyed ?? false },
    code(next: number) {
      status = next;
      return this;
    },
    send(body: unknown) {
      sent.push({ status, body });
      return this;
    },
  } as unknown as FastifyReply;
  return { request, reply, logged, sent };
}

const prematureClose = () => Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" });

describe("the REST error handler", () => {
  it("answers an unexpected fault with 500 and the generic message, logged as an error", () => {
    const { request, reply, logged, sent } = fakes();
    handleRestError(new Error("select * from secrets failed"), request, reply);
    expect(sent).toEqual([{ status: 500, body: expect.objectContaining({ code: "INTERNAL_SERVER_ERROR" }) }]);
    expect(JSON.stringify(sent)).not.toContain("secrets");
    expect(logged).toEqual([{ level: "error", message: "request failed" }]);
  });

  it("treats a client that went away mid-answer as no fault: logged at info, no 500 (the stream's premature close)", () => {
    const streaming = fakes({ headersSent: true });
    handleRestError(prematureClose(), streaming.request, streaming.reply);
    expect(streaming.sent).toEqual([]);
    expect(streaming.logged).toEqual([{ level: "info", message: "the client went away before the answer was sent" }]);

    const early = fakes({ destroyed: true });
    handleRestError(new Error("aborted"), early.request, early.reply);
    expect(early.sent.map((s) => s.status)).toEqual([400]);
    expect(early.logged.map((l) => l.level)).toEqual(["info"]);
  });
});
