// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loadForCar, vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { apiCaller } from "../../tests/kit/vehicle/test-api.ts";
import { deliveryRoute } from "../../runtime/vehicle/api/delivery-route.ts";
import { memoryStock } from "../../tests/kit/vehicle/test-services.ts";
import { testLoaderContext, testSite } from "../../tests/kit/vehicle/test-context.ts";
import type { Services } from "../../runtime/types/index.ts";
import DeliveryCalculator from "./DeliveryCalculator.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { DeliveryCalculatorProps } from "./props.gen.ts";

const props = propsFrom<DeliveryCalculatorProps>(schema);
const car = testCar();
const services = { stock: memoryStock([car]) } as Services;
const call = apiCaller([deliveryRoute], services);
const noEstimate = "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

afterEach(() => vi.unstubAllGlobals());

async function show() {
  // The browser's fetch answered by the real route, as the server would.
  vi.stubGlobal("fetch", vi.fn((url: string) => call("GET", url)));
  const { data } = await loadForCar(load, props, car);
  return renderBlock(DeliveryCalculator, { props, data, site: vehicleSite() });
}

function ask(postcode: string) {
  fireEvent.change(screen.getByLabelText("Your postcode"), { target: { value: postcode } });
  fireEvent.click(screen.getByRole("button", { name: "Get Estimate" }));
}

/** The first estimate reads the postcode data set, which can take a while on a busy machine. */
const shows = (text: string) => waitFor(() => expect(screen.getByRole("status").textContent).toBe(text), { timeout: 5000 });

describe("DeliveryCalculator", () => {
  it("asks for a postcode when none is entered", async () => {
    await show();
    ask(" ");
    expect(screen.getByRole("status").textContent).toBe("Please enter a postcode");
  });

  it("shows the price and region name for a valid postcode", async () => {
    await show();
    ask("3000");
    await shows("Delivery to 3000 VIC: $900 (Regional)");
  });

  it("says 'Invalid postcode' for a postcode that does not exist", async () => {
    await show();
    ask("0001");
    await shows("Invalid postcode");
  });

  it("says it cannot estimate beyond the site's delivery rates", async () => {
    await show();
    ask("6000");
    await shows(noEstimate);
  });

  it("answers a form sent without JavaScript from the server", async () => {
    const ctx = testLoaderContext(services, car.slug, testSite());
    ctx.url.search = "?postcode=2150";
    const data = await load(props, ctx);
    expect(data?.result).toEqual({ kind: "estimate", price: 0, name: "Local", place: "2150 NSW" });
    renderBlock(DeliveryCalculator, { props, data, site: vehicleSite() });
    expect(screen.getByRole("status").textContent).toBe("Delivery to 2150 NSW: Free (Local)");
    ctx.url.search = "?postcode=";
    expect((await load(props, ctx))?.result).toEqual({ kind: "message", text: "Please enter a postcode" });
  });
});
