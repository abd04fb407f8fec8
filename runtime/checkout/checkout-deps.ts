import type { PaymentProviders } from "../payments/payment-providers.ts";
import type { Services } from "../types/index.ts";

/** What reserving a car needs: the shared services, the payment providers and a clock tests control. */
export interface CheckoutDeps {
  services: Pick<Services, "db" | "stock" | "notifier">;
  providers: PaymentProviders;
  now(): Date;
}
