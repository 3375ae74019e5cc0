import { describe, expect, it } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { AppQueryClient } from "./query-client";

/** A server whose first answer is slow: it is read before a write and answered after it. */
function slowFirstRead() {
  let stored = "before";
  let calls = 0;
  const read = async () => {
    calls += 1;
    const answer = stored;
    if (calls === 1) await new Promise((r) => setTimeout(r, 40));
    return answer;
  };
  return { read, write: (value: string) => (stored = value) };
}

async function shownAfterWrite(client: QueryClient): Promise<unknown> {
  const server = slowFirstRead();
  const observer = new QueryObserver(client, { queryKey: ["invites"], queryFn: server.read, staleTime: 0, retry: false });
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((r) => setTimeout(r, 5));
  server.write("after");
  await client.invalidateQueries({ queryKey: ["invites"] });
  await new Promise((r) => setTimeout(r, 80));
  const shown = observer.getCurrentResult().data;
  unsubscribe();
  client.clear();
  return shown;
}

describe("invalidating a query whose first fetch began before the write", () => {
  it("shows the answer read after the write", async () => {
    expect(await shownAfterWrite(new AppQueryClient())).toBe("after");
  });

  it("(TanStack Query on its own keeps the older answer, which is why the app's client exists)", async () => {
    expect(await shownAfterWrite(new QueryClient())).toBe("before");
  });

  it("leaves queries that have an answer to TanStack Query's own cancel-and-refetch", async () => {
    const client = new AppQueryClient();
    let n = 0;
    const observer = new QueryObserver(client, { queryKey: ["n"], queryFn: async () => (n += 1), staleTime: 0 });
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 5));
    expect(observer.getCurrentResult().data).toBe(1);
    await client.invalidateQueries({ queryKey: ["n"] });
    expect(observer.getCurrentResult().data).toBe(2);
    unsubscribe();
  });
});
