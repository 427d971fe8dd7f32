import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "@/server/estimates/woff-to-sfnt";

const woff = fs.readFileSync(
  "node_modules/@fontsource/archivo/files/archivo-latin-700-normal.woff",
);

/** The sfnt table checksum: the sum of the table's big-endian 32-bit words, zero-padded. */
function checksum(data: Buffer): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe("woffToSfnt", () => {
  const sfnt = woffToSfnt(woff);

  it("keeps the flavour and the tables, each inflated to its original length and checksum", () => {
    const numTables = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    expect(numTables).toBeGreaterThan(8);
    for (let index = 0; index < numTables; index++) {
      const record = 12 + index * 16;
      const entry = 44 + index * 20;
      const tag = sfnt.toString("latin1", record, record + 4);
      expect(tag).toBe(woff.toString("latin1", entry, entry + 4));
      const offset = sfnt.readUInt32BE(record + 8);
      const length = sfnt.readUInt32BE(record + 12);
      expect(offset % 4).toBe(0);
      expect(length).toBe(woff.readUInt32BE(entry + 12));
      // head's checksum is taken with its checkSumAdjustment zeroed: every other table's matches.
      if (tag !== "head") {
        expect(checksum(sfnt.subarray(offset, offset + length))).toBe(
          woff.readUInt32BE(entry + 16),
        );
      }
    }
    // The whole file is the size WOFF's header says the sfnt has.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
  });

  it("refuses what is not a WOFF 1.0 font", () => {
    expect(() => woffToSfnt(sfnt)).toThrow("not a WOFF 1.0 font");
  });
});
