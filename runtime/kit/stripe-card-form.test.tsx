// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { loadStripe } from "@stripe/stripe-js/pure";
import { StripeCardForm, STRIPE_UNAVAILABLE } from "./stripe-card-form.tsx";

vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: vi.fn() }));

const form = () =>
  render(
    <StripeCardForm publishableKey="pk_test_fake" action="/api/checkout/pay" intentAction="/api/checkout/intent" submitLabel="Pay $200 Deposit">
      <input name="name" defaultValue="Ada" />
      <input type="hidden" name="key" value="k-1" />
    </StripeCardForm>,
  );
const button = () => screen.getByRole("button", { name: "Pay $200 Deposit" }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("StripeCardForm", () => {
  it("tells the shopper when Stripe.js cannot load, and keeps the button off", async () => {
    vi.mocked(loadStripe).mockRejectedValue(new Error("Failed to load Stripe.js"));
    form();
    expect((await screen.findByRole("alert")).textContent).toBe(STRIPE_UNAVAILABLE);
    expect(button().disabled).toBe(true);
  });

  it("sends the form for a client secret, confirms the card with Stripe, then posts the form with no card details", async () => {
    const confirmCardPayment = vi.fn().mockResolvedValue({ paymentIntent: { status: "requires_capture" } });
    const element = { mount: vi.fn(), destroy: vi.fn() };
    vi.mocked(loadStripe).mockResolvedValue({ elements: () => ({ create: () => element }), confirmCardPayment } as never);
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ clientSecret: "pi_1_secret_x" }));
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    form();
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(element.mount).toHaveBeenCalled();
    fireEvent.submit(button().closest("form")!);
    await waitFor(() => expect(submit).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/checkout/intent");
    expect(String(init?.body)).toBe("name=Ada&key=k-1");
    expect(confirmCardPayment).toHaveBeenCalledWith("pi_1_secret_x", { payment_method: { card: element, billing_details: { name: "Ada" } } });
  });
});
