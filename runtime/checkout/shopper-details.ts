import type { ShopperDetails } from "./reservation-lead.ts";

// The lead schema's limits, so the reservation lead always stores.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{8,20}$/;

/** The checkout form's name, e-mail and phone: a name and at least one way to reach the shopper, each well formed. */
export function readShopperDetails(fields: URLSearchParams): ShopperDetails | null {
  const name = (fields.get("name") ?? "").trim();
  const email = (fields.get("email") ?? "").trim() || null;
  const phone = (fields.get("phone") ?? "").trim() || null;
  if (!name || name.length > 100 || (!email && !phone)) return null;
  if ((email && (email.length > 254 || !EMAIL.test(email))) || (phone && !PHONE.test(phone))) return null;
  return { name, email, phone };
}
