import { describe, expect, it } from "vitest";
import type { Lead } from "@/server/db/schema";
import { CSV_COLUMNS, csvCell, leadsToCsv } from "@/server/leads/csv";

describe("csvCell", () => {
  it.each([
    ["plain", '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["+1 (416) 555-0100", '"+1 (416) 555-0100"'],
    ["-42", '"-42"'],
    ["+cmd|' /C calc'!A0", "\"'+cmd|' /C calc'!A0\""],
  ])("%j -> %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("leadsToCsv", () => {
  it("writes a header and one row per lead", () => {
    const lead: Lead = {
      id: "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
      createdAt: new Date("2026-03-02T14:15:00Z"),
      name: "Dana",
      email: "dana@example.test",
      phone: "416-555-0100",
      service: "core-drilling",
      message: "Holes, please",
      form: "contact",
      page: "contact",
      referrer: null,
      utm: { utm_source: "flyer", utm_medium: "print" },
      calculator: { answers: {}, summary: [{ label: "Holes", value: "3" }], estimate: 240 },
      clientAddress: "203.0.113.7",
      idempotencyKey: "3b241101-e2bb-4255-8caf-4136c566a962",
    };
    const lines = leadsToCsv([{ ...lead, status: "quoted" }]).split("\r\n");
    expect(lines[0]).toBe(CSV_COLUMNS.join(","));
    expect(lines[0]).toMatch(/^status,id,.*,photos,client_address$/);
    expect(lines[1]).toBe(
      '"Quoted","6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f","2026-03-02T14:15:00.000Z","Dana",' +
        '"dana@example.test","416-555-0100","Core Drilling","Holes, please","Contact section form",' +
        '"contact","","utm_source=flyer; utm_medium=print","240.00","Holes: 3","0","203.0.113.7"',
    );
    expect(lines[2]).toBe("");
  });

  it("names a lead without a status New and leaves an unrecorded address empty", () => {
    const lead: Lead = {
      id: "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
      createdAt: new Date("2026-03-02T14:15:00Z"),
      name: "Dana",
      email: "dana@example.test",
      phone: "416-555-0100",
      service: null,
      message: "Holes, please",
      form: "contact",
      page: null,
      referrer: null,
      utm: null,
      calculator: null,
      clientAddress: null,
      idempotencyKey: "3b241101-e2bb-4255-8caf-4136c566a962",
    };
    const row = leadsToCsv([lead]).split("\r\n")[1]!;
    expect(row).toMatch(/^"New","6f1c2d3e-/);
    expect(row).toMatch(/,"0",""$/);
  });

  it("counts each lead's photos", () => {
    const lead = {
      id: "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
      createdAt: new Date("2026-03-02T14:15:00Z"),
      name: "Dana",
      email: "dana@example.test",
      phone: "416-555-0100",
      service: null,
      message: "See the photos",
      form: "contact" as const,
      page: null,
      referrer: null,
      utm: null,
      calculator: null,
      clientAddress: null,
      idempotencyKey: "3b241101-e2bb-4255-8caf-4136c566a962",
    };
    const photo = { contentType: "image/jpeg", width: 2048, height: 1536, size: 400_000 };
    const csv = leadsToCsv([
      {
        ...lead,
        photos: [1, 2].map((position) => ({ ...photo, position, fileName: `${position}.jpg` })),
      },
    ]);
    expect(csv.split("\r\n")[1]).toMatch(/,"2",""$/);
  });
});
