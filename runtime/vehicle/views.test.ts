import { afterEach, describe, expect, it } from "vitest";
import { countPhoneReveal, countView } from "./views.ts";
import { testServices } from "../../tests/kit/vehicle/test-services.ts";

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
});

describe("car views", () => {
  it("counts views and phone reveals per car", async () => {
    const services = await testServices([]);
    close = services.close;
    expect(await countView(services.db, 7)).toBe(1);
    expect(await countView(services.db, 7)).toBe(2);
    expect(await countView(services.db, 8)).toBe(1);
    expect(await countPhoneReveal(services.db, 7)).toBe(1);
    expect(await countView(services.db, 7)).toBe(3);
  });
});
