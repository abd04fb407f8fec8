import { describe, expect, it } from "vitest";
import { inlineJson } from "./page-query.ts";

describe("inlineJson", () => {
  it("writes JSON that cannot close its script tag or open markup, and reads back as the same data", () => {
    const value = { text: "</script><!-- a & b > c \u2028 d \u2029", list: ["<b>", 1, null] };
    const json = inlineJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u003e c \\u2028 d \\u2029");
    expect(JSON.parse(json)).toEqual(value);
  });
});
