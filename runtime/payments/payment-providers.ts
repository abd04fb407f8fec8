import type { Site } from "../types/index.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { testProvider } from "./test-provider.ts";

/** The server's payment providers by name, and the one each site chose (`payments.provider`). */
export interface PaymentProviders {
  forSite(site: Site): PaymentProvider;
  named(name: string): PaymentProvider | undefined;
}

export function paymentProviders(options: { testWebhookSecret: string }): PaymentProviders {
  const providers = new Map<string, PaymentProvider>([["test", testProvider(options.testWebhookSecret)]]);
  return {
    forSite: (site) => providers.get(site.payments.provider)!,
    named: (name) => providers.get(name),
  };
}
