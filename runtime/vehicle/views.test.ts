import { afterEach, describe, expect, it } from "vitest";
import { countCarEvent } from "./views.ts";
import { testServices } from "../../tests/kit/vehicle/test-services.ts";

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
});

describe("car views", () => {
  it("counts views and phone reveals per car", async () => {
    const services = await testServices([]);
    close = services.close;
    expect(await countCarEvent(services.db, 7, "views")).toBe(1);
    expect(await countCarEvent(services.db, 7, "views")).toBe(2);
    expect(await countCarEvent(services.db, 8, "views")).toBe(1);
    expect(await countCarEvent(services.db, 7, "phone_reveals")).toBe(1);
    expect(await countCarEvent(services.db, 7, "views")).toBe(3);
  });
});
