import { expect, it } from "vitest";
import { sameSitePaths } from "./visited-pages.ts";

it("keeps the site's own paths of a visit, each bounded, the latest fifty", () => {
  expect(sameSitePaths(["/", "/cars?make=Toyota", "https://evil.example/", "//evil.example", "/\\evil.example", "cars", 7, `/${"x".repeat(2000)}`])).toEqual(["/", "/cars?make=Toyota"]);
  const many = Array.from({ length: 60 }, (_, index) => `/page-${index}`);
  expect(sameSitePaths(many)).toEqual(many.slice(10));
  expect(sameSitePaths("not a list")).toEqual([]);
});
