// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import type { CheckoutState } from "../../runtime/kit/checkout.ts";
import ReserveVehicle from "./ReserveVehicle.tsx";
import schema from "./schema.json" with { type: "json" };
import type { ReserveVehicleProps } from "./props.gen.ts";
import type { ReserveVehicleData } from "./data.ts";

const props = propsFrom<ReserveVehicleProps>(schema);
const page = (state: CheckoutState, notice: NonNullable<ReserveVehicleData>["notice"] = null): ReserveVehicleData => ({
  car: { slug: "2021-toyota-corolla-1", title: "2021 Toyota Corolla", subtitle: "Ascent Sport", price: "$27,990", image: null, path: "/cars/2021-toyota-corolla-1" },
  terms: ["Reserve this car online with a $200 deposit.", "We'll hold it for you for 48 hours.", "Your deposit is 100% refundable."],
  deposit: "$200",
  notice,
  state,
});
const formOf = (button: string) => screen.getByRole("button", { name: button }).closest("form")!;

describe("ReserveVehicle", () => {
  it("names the car, its price and the site's terms, and posts the deposit form with the shopper's details prefilled", () => {
    renderBlock(ReserveVehicle, { props, data: page({ kind: "form", key: "k-1", shopper: { name: "Ada", email: "ada@example.com", phone: "" }, stripe: null }) });
    expect(screen.getByRole("heading", { name: "Reserve this vehicle" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "2021 Toyota Corolla" }).getAttribute("href")).toBe("/cars/2021-toyota-corolla-1");
    expect(screen.getByText("$27,990")).toBeTruthy();
    expect(screen.getByText("We'll hold it for you for 48 hours.")).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ada");
    expect((screen.getByLabelText("E-mail address") as HTMLInputElement).value).toBe("ada@example.com");
    const form = formOf("Pay $200 Deposit");
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/checkout/pay");
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ car: "2021-toyota-corolla-1", key: "k-1" });
  });

  it("shows a declined card's message as an alert", () => {
    renderBlock(ReserveVehicle, { props, data: page({ kind: "form", key: "k-2", shopper: { name: "", email: "", phone: "" }, stripe: null }, { tone: "problem", text: "Your card was declined. No money was taken." }) });
    expect(screen.getByRole("alert").textContent).toBe("Your card was declined. No money was taken.");
  });

  it("asks for the extra confirmation step with Confirm and Cancel buttons", () => {
    renderBlock(ReserveVehicle, { props, data: page({ kind: "extra-step", paymentId: "p-1" }) });
    const form = formOf("Confirm Payment");
    expect(form.getAttribute("action")).toBe("/api/checkout/confirm");
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ payment: "p-1" });
    expect(screen.getByRole("button", { name: "Cancel Payment" }).getAttribute("value")).toBe("abandoned");
  });

  it("confirms a reservation with the hold's end and the payment reference, and offers to cancel it", () => {
    renderBlock(ReserveVehicle, { props, data: page({ kind: "reserved", reservationId: "r-1", reference: "test_abc", amount: "$200", until: "07/12/2026 8:00 pm" }) });
    expect(screen.getByText("07/12/2026 8:00 pm")).toBeTruthy();
    expect(screen.getByText("test_abc")).toBeTruthy();
    expect(formOf("Cancel Reservation").getAttribute("action")).toBe("/api/checkout/cancel");
  });

  it("offers no form for a car someone else reserved", () => {
    renderBlock(ReserveVehicle, { props, data: page({ kind: "unavailable", message: "Sorry, this vehicle is already reserved by another shopper." }) });
    expect(screen.getByRole("status").textContent).toContain("already reserved");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
