import { describe, expect, it } from "vitest";
import { decodeFeed } from "./decode-feed.ts";

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : Buffer.from(part))));

describe("decodeFeed", () => {
  it("skips a UTF-8 byte order mark and honours a UTF-16 one", () => {
    expect(decodeFeed(bytes([0xef, 0xbb, 0xbf], "Make\nCitroën"), "utf-8").text).toBe("Make\nCitroën");
    expect(decodeFeed(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Make\nŠkoda", "utf16le")]), "utf-8").text).toBe("Make\nŠkoda");
  });

  it("reports each line of a UTF-8 feed that is not UTF-8, and reads windows-1252 when the feed says so", () => {
    const feed = bytes("Make,Colour\nCitro", [0xeb], "n,Blue\nToyota,Red\n", [0xff], "\n");
    const decoded = decodeFeed(feed, "utf-8");
    expect([...decoded.badLines]).toEqual([2, 4]);
    expect(decoded.problems.map((problem) => problem.where)).toEqual(["line 2", "line 4"]);
    expect(decoded.problems[0]!.message).toContain("not UTF-8 text");
    expect(decodeFeed(feed, "windows-1252")).toEqual({ text: "Make,Colour\nCitroën,Blue\nToyota,Red\nÿ\n", badLines: new Set(), problems: [] });
  });
});
