import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv, workerCount } from "./env";

describe("readEnv", () => {
  it("applies the documented defaults", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
    // Links are built from each request's host unless an address is configured.
    expect(env.PUBLIC_URL).toBeUndefined();
    expect(env.AUTH_RATE_LIMIT_MAX).toBe(10);
    expect(env.IMAGE_QUOTA_MB).toBe(200);
    expect(env.UNUSED_IMAGE_GRACE_HOURS).toBe(24);
    expect(env.IMPORT_CONCURRENCY).toBe(2);
    // A stop closes at once unless a drain is asked for.
    expect(env.SHUTDOWN_DRAIN_MS).toBe(0);
    // No test host is reachable unless one is listed.
    expect(env.WEB_IMPORT_ALLOW_HOSTS).toEqual([]);
  });

  it("reads WEB_IMPORT_ALLOW_HOSTS as exact host:port entries", () => {
    expect(readEnv({ WEB_IMPORT_ALLOW_HOSTS: "127.0.0.1:4100, localhost:4101," }).WEB_IMPORT_ALLOW_HOSTS).toEqual([
      "127.0.0.1:4100",
      "localhost:4101",
    ]);
    expect(() => readEnv({ WEB_IMPORT_ALLOW_HOSTS: "127.0.0.1" })).toThrow(/WEB_IMPORT_ALLOW_HOSTS/);
    expect(() => readEnv({ WEB_IMPORT_ALLOW_HOSTS: "http://example.com:80" })).toThrow(/WEB_IMPORT_ALLOW_HOSTS/);
  });

  it("treats empty variables as unset", () => {
    expect(readEnv({ DATABASE_URL: "", PORT: "" }).DATABASE_URL).toBeUndefined();
  });

  it("fails fast naming the variable that is wrong", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => readEnv({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
    expect(() => readEnv({ PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
    expect(() => readEnv({ IMAGE_QUOTA_MB: "0" })).toThrow(/IMAGE_QUOTA_MB/);
    expect(() => readEnv({ UNUSED_IMAGE_GRACE_HOURS: "-1" })).toThrow(/UNUSED_IMAGE_GRACE_HOURS/);
    expect(() => readEnv({ IMPORT_CONCURRENCY: "0" })).toThrow(/IMPORT_CONCURRENCY must be at least 1/);
    expect(() => readEnv({ SHUTDOWN_DRAIN_MS: "-1" })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => readEnv({ SHUTDOWN_DRAIN_MS: "600000" })).toThrow(/SHUTDOWN_DRAIN_MS must be at most 120000/);
  });

  it("reads REDIS_URL and WEB_CONCURRENCY, and counts workers per core only on PostgreSQL", () => {
    const pg = "postgres://postgres@127.0.0.1:5432/simmer";
    expect(readEnv({ REDIS_URL: "redis://127.0.0.1:6379/0" }).REDIS_URL).toBe("redis://127.0.0.1:6379/0");
    expect(() => readEnv({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL/);
    expect(() => readEnv({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY must be at least 1/);
    expect(() => readEnv({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: more than one worker needs DATABASE_URL/);
    expect(workerCount(readEnv({}), 8)).toBe(1);
    expect(workerCount(readEnv({ WEB_CONCURRENCY: "1" }), 8)).toBe(1);
    expect(workerCount(readEnv({ DATABASE_URL: pg }), 8)).toBe(8);
    expect(workerCount(readEnv({ DATABASE_URL: pg, WEB_CONCURRENCY: "3" }), 8)).toBe(3);
  });
});
