import type { Car, PageMeta, Site } from "../types/index.ts";
import { priceDisplay } from "../rules/price-display.ts";
import { formatNumber } from "../rules/spec-lines.ts";
import { hasEngine } from "../rules/vehicle-kind.ts";
import { carJsonLd } from "./json-ld.ts";

type MetaSite = Pick<Site, "name" | "offers_subscription" | "texts">;

/**
 * Per-car title, meta description, canonical path and schema.org JSON-LD, and what its share preview shows: the
 * car's first photo and, as a product, its advertised purchase price (the JSON-LD offer's).
 */
export function vehicleMeta(car: Car, site: MetaSite, origin: string): PageMeta {
  const price = priceDisplay(car, { subscription: site.offers_subscription, noPriceText: site.texts.no_price });
  const facts = [
    hasEngine(car) ? `${formatNumber(car.km)} km` : null,
    car.simple_transmission,
    car.simple_fuel,
    car.colour,
  ].filter(Boolean);
  const purchase = priceDisplay(car, { subscription: false, noPriceText: site.texts.no_price });
  const photo = car.images.find((image) => !image.isVideo);
  const where = car.city ? ` in ${car.city}${car.state ? `, ${car.state}` : ""}` : "";
  const condition = { new: "New", used: "Used", demo: "Demo" }[car.car_type];
  return {
    title: `${car.name} for sale | ${site.name}`,
    description: `${condition} ${car.name}: ${facts.join(", ")}. ${price.text} at ${site.name}${where}.`,
    canonical: car.path,
    jsonLd: [carJsonLd(car, site, origin)],
    ...(photo ? { image: photo.url } : {}),
    product: { price: purchase.amount && purchase.amount > 0 ? purchase.amount : null },
  };
}
