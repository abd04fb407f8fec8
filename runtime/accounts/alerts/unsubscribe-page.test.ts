import { describe, expect, it } from "vitest";
import { unsubscribePage } from "./unsubscribe-page.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

const page = (query: string) => unsubscribePage({ url: new URL(`https://harbourmotors.com.au/pages/unsubscribe${query}`) });

describe("/pages/unsubscribe", () => {
  it("asks to confirm the address an alert's link names, mostly hidden", () => {
    const token = unsubscribeToken("harbour-motors", "ada@example.com", "alerts-test-secret-of-32-bytes!!!!");
    expect(page(`?token=${encodeURIComponent(token)}`)).toEqual({ step: "confirm", token, address: "a•••@example.com", problem: false, given: "" });
  });

  it("takes an address when opened on its own, filled in when given, and says when one could not be read", () => {
    expect(page("")).toEqual({ step: "address", token: null, address: null, problem: false, given: "" });
    expect(page("?address=ada%40example.com")).toMatchObject({ step: "address", given: "ada@example.com" });
    expect(page("?problem=address")).toMatchObject({ step: "address", problem: true });
    expect(page("?token=garbage")).toMatchObject({ step: "address", problem: true });
    expect(page(`?token=${"x".repeat(5000)}`)).toMatchObject({ step: "address", problem: true });
  });

  it("says it is done after unsubscribing", () => {
    expect(page("?done=1")).toMatchObject({ step: "done" });
  });
});
