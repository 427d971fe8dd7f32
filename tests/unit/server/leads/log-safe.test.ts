import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { escapeForLog, storeFailureReason } from "@/server/leads/log-safe";

describe("what a store failure may log", () => {
  const diskFull = Object.assign(
    new Error('could not extend file "base/5/16384": No space left on device'),
    {
      code: "53100",
    },
  );
  const failed = new DrizzleQueryError(
    'insert into "leads" ("name", "email", "message") values ($1, $2, $3)',
    ["Dana Secret", "dana.secret@example.test", "Hi\n[leads] forged line"],
    diskFull,
  );

  it("gives the database's reason and code, never the query or its parameters", () => {
    const reason = storeFailureReason(failed);
    expect(reason).toBe('53100 could not extend file "base/5/16384": No space left on device');
    expect(reason).not.toMatch(/Dana|secret|insert|forged/i);
  });

  it("escapes control characters so nothing can start a new log line", () => {
    expect(escapeForLog("a\r\nb\u0000")).toBe("a\\u000d\\u000ab\\u0000");
    expect(storeFailureReason(new Error("bad\n[leads] ok"))).toBe("bad\\u000a[leads] ok");
  });
});
