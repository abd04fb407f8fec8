// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { vehicleSite } from "../../tests/kit/blocks/vehicle-test-kit.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { memoryStock } from "../../tests/kit/vehicle/test-services.ts";
import { testSite } from "../../tests/kit/vehicle/test-context.ts";
import type { LoaderContext, Services } from "../../runtime/types/index.ts";
import PrintVehicle from "./PrintVehicle.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { PrintVehicleProps } from "./props.gen.ts";

const props = propsFrom<PrintVehicleProps>(schema);
const car = testCar({ before_price: 29990 });

function printContext(carId: string) {
  const ctx = {
    site: testSite(),
    pattern: "/print",
    params: {},
    url: new URL(`https://harbourmotors.com.au/print?car_id=${carId}`),
    user: null,
    services: { stock: memoryStock([car]) } as Services,
    status: 200,
    setStatus(status: number) {
      ctx.status = status;
    },
    setMeta() {},
    redirect() {},
  };
  return ctx as LoaderContext & { status: number };
}

afterEach(() => vi.unstubAllGlobals());

describe("PrintVehicle", () => {
  it("lays out the car named by ?car_id= for printing", async () => {
    const data = await load(props, printContext(car.slug));
    renderBlock(PrintVehicle, { props, data, site: vehicleSite() });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("2021 Toyota CorollaAscent Sport ZWE211R");
    expect(screen.getByText("$27,990")).toBeTruthy();
    expect(screen.getByText("Was $29,990")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Key Information" })).toBeTruthy();
    expect(screen.getByText("Reversing camera")).toBeTruthy();
    expect(screen.getByText("One owner, full service history.")).toBeTruthy();
    expect(screen.getByText(`https://harbourmotors.com.au${car.path}`)).toBeTruthy();
  });

  it("opens the browser's print dialog from its button", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderBlock(PrintVehicle, { props, data: await load(props, printContext(car.slug)), site: vehicleSite() });
    fireEvent.click(screen.getByRole("button", { name: "Print this page" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("is a 404 for a car the site does not have", async () => {
    const ctx = printContext("gone");
    const data = await load(props, ctx);
    expect(ctx.status).toBe(404);
    const { container } = renderBlock(PrintVehicle, { props, data, site: vehicleSite() });
    expect(container.innerHTML).toBe("");
  });
});
