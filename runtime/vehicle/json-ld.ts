import type { Car, Site } from "../types/index.ts";
import { priceDisplay } from "../rules/price-display.ts";
import { isInStock } from "../rules/stock-status.ts";
import { hasEngine } from "../rules/vehicle-kind.ts";
import { absoluteUrl } from "../rules/seo/dealer-json-ld.ts";

const DRIVE: Record<NonNullable<Car["simple_drive"]>, string> = {
  FWD: "https://schema.org/FrontWheelDriveConfiguration",
  RWD: "https://schema.org/RearWheelDriveConfiguration",
  AWD: "https://schema.org/AllWheelDriveConfiguration",
  "4WD": "https://schema.org/FourWheelDriveConfiguration",
};

function availability(car: Car): string {
  if (!isInStock(car)) return "https://schema.org/SoldOut";
  if (car.preorder) return "https://schema.org/PreOrder";
  return car.status === "coming_soon" ? "https://schema.org/BackOrder" : "https://schema.org/InStock";
}

/** schema.org `Car` with its `Offer`, for search engines. Empty fields are left out rather than sent as null. */
export function carJsonLd(car: Car, site: Pick<Site, "name" | "offers_subscription" | "texts">, origin: string): Record<string, unknown> {
  const url = origin + car.path;
  // The JSON-LD offer is the purchase price, even on subscription sites.
  const price = priceDisplay(car, { subscription: false, noPriceText: site.texts.no_price });
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Car",
    name: car.name,
    url,
    image: car.images.filter((image) => !image.isVideo).map((image) => absoluteUrl(image.url, origin)),
    vehicleIdentificationNumber: car.vin,
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleConfiguration: [car.badge, car.series].filter(Boolean).join(" ") || null,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: hasEngine(car) ? { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" } : null,
    bodyType: car.bodyconfiguration ?? car.simple_body,
    fuelType: car.fuel ?? car.simple_fuel,
    vehicleTransmission: car.trans ?? car.simple_transmission,
    driveWheelConfiguration: car.simple_drive ? DRIVE[car.simple_drive] : car.drive,
    color: car.colour,
    seatingCapacity: car.seats,
    numberOfDoors: car.doors,
    itemCondition: car.car_type === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "AUD",
      price: price.amount,
      availability: availability(car),
      seller: { "@type": "AutoDealer", name: site.name },
    },
  };
  return withoutEmpty(ld);
}

function withoutEmpty(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === undefined || field === "") continue;
    out[key] = field && typeof field === "object" && !Array.isArray(field) ? withoutEmpty(field as Record<string, unknown>) : field;
  }
  return out;
}
