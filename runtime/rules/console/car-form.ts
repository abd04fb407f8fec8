import type { Car, CarImage } from "../../types/generated/car.ts";

/** The forms of a car's console page, each changing its own fields of the car. */
export const CAR_FORMS = ["sold", "reserved", "price", "tag", "comments", "website"] as const;
export type CarForm = (typeof CAR_FORMS)[number];

export type CarFormValues = { values: Partial<Car> } | { problem: string };

const MAX_PRICE = 10_000_000;
const MAX_TAG = 60;
const MAX_COMMENTS = 10_000;
const PRICE_PROBLEM = "Enter prices in whole dollars or cents, e.g. 24990 or 24,990.50.";

/** A price the dealer typed ("$24,990"), in dollars; undefined when it is no price. */
function readPrice(text: string): number | undefined {
  const plain = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  const price = Number(plain);
  return price <= MAX_PRICE ? price : undefined;
}

/** A yes/no button's value; undefined for anything else. */
function readYes(value: string | null): boolean | undefined {
  return value === "yes" ? true : value === "no" ? false : undefined;
}

/** The car fields a console form's post sets, or why it cannot (in the dealer's words). */
export function readCarForm(form: CarForm, fields: URLSearchParams): CarFormValues {
  const text = (name: string) => (fields.get(name) ?? "").trim();
  const yes = readYes(fields.get("value"));
  switch (form) {
    case "sold":
      return yes === undefined ? { problem: "Choose sold or in stock." } : { values: { status: yes ? "sold" : "in_stock" } };
    case "reserved":
      return yes === undefined ? { problem: "Choose reserve or release." } : { values: { reserved: yes } };
    case "website":
      return yes === undefined ? { problem: "Choose show or hide." } : { values: { show_on_dealer_website: yes } };
    case "price": {
      const price = readPrice(text("price"));
      const was = text("before_price") === "" ? null : readPrice(text("before_price"));
      return price === undefined || was === undefined ? { problem: PRICE_PROBLEM } : { values: { price, before_price: was } };
    }
    case "tag":
      return text("tag").length > MAX_TAG ? { problem: `A tag is at most ${MAX_TAG} characters.` } : { values: { tag: text("tag") || null } };
    case "comments":
      return text("comments").length > MAX_COMMENTS ? { problem: `Dealer comments are at most ${MAX_COMMENTS} characters.` } : { values: { dealercomments: text("comments") || null } };
  }
}

/** The fields of `car` a change names, as they are now: the audit log's `before`. */
export function fieldsOf(car: Car, values: Partial<Car>): Partial<Car> {
  return Object.fromEntries(Object.keys(values).map((key) => [key, car[key as keyof Car] ?? null])) as Partial<Car>;
}

/** Whether a change would leave the car as it is. */
export function changesNothing(car: Car, values: Partial<Car>): boolean {
  return JSON.stringify(fieldsOf(car, values)) === JSON.stringify(values);
}

/** The images with the one of this url moved; null when there is no such image or no such move. */
export function movePhoto(images: readonly CarImage[], url: string, move: string | null): CarImage[] | null {
  const from = images.findIndex((image) => image.url === url);
  const to = move === "first" ? 0 : move === "earlier" ? from - 1 : move === "later" ? from + 1 : -1;
  if (from < 0 || to < 0 || to >= images.length) return null;
  const moved = [...images];
  moved.splice(to, 0, ...moved.splice(from, 1));
  return moved;
}

/** The images without the one of this url; null when there is no such image. */
export function removePhoto(images: readonly CarImage[], url: string): CarImage[] | null {
  const kept = images.filter((image) => image.url !== url);
  return kept.length === images.length ? null : kept;
}
