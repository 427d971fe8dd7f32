import { describe, expect, it } from "vitest";
import { initialsOf } from "@/sections/initials";

describe("initialsOf", () => {
  it.each([
    ["Maria K.", "MK"],
    ["sam", "S"],
    ["  Jean-Luc   Picard Third ", "JP"],
    ["Property manager, Etobicoke", "PM"],
  ])("%s -> %s", (title, expected) => {
    expect(initialsOf(title)).toBe(expected);
  });
});
