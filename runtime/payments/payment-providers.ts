import type { Site } from "../types/index.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { testProvider } from "./test-provider.ts";
import { stripeProvider } from "./stripe-provider.ts";
import type { StripeSettings } from "./stripe-settings.ts";

/** The server's payment providers by name, and the one each site chose (`payments.provider`). */
export interface PaymentProviders {
  forSite(site: Site): PaymentProvider;
  named(name: string): PaymentProvider | undefined;
  /** The key Stripe.js uses in the browser, when the server has a Stripe account. */
  stripePublishableKey: string | null;
}

export interface PaymentProviderOptions {
  testWebhookSecret: string;
  /** The server's Stripe account; null leaves `stripe` out (no site may choose it). */
  stripe?: StripeSettings | null;
}

export function paymentProviders(options: PaymentProviderOptions): PaymentProviders {
  const providers = new Map<string, PaymentProvider>([["test", testProvider(options.testWebhookSecret)]]);
  if (options.stripe) providers.set("stripe", stripeProvider(options.stripe));
  return {
    forSite(site) {
      const provider = providers.get(site.payments.provider);
      if (!provider) throw new Error(`${site.slug} takes payments with ${site.payments.provider}, which this server has no account for`);
      return provider;
    },
    named: (name) => providers.get(name),
    stripePublishableKey: options.stripe?.publishableKey ?? null,
  };
}

/** The sites that chose a provider the server has no account for (checked at start, so none fails a shopper). */
export function sitesWithoutProvider(providers: PaymentProviders, sites: readonly Site[]): string[] {
  return sites.filter((site) => site.vehicle_page.checkout && !providers.named(site.payments.provider)).map((site) => `${site.slug} (${site.payments.provider})`);
}
