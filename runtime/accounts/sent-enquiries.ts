import type { LoaderContext } from "../types/index.ts";
import { dateLabel } from "../rules/date-time-labels.ts";
import { carEntry, carsById } from "./car-entry.ts";

export interface SentEnquiry {
  id: string;
  /** What it was about: the form's category ("Test Drive", "Vehicle Reservation"), else "Enquiry". */
  subject: string;
  /** The car it was about, if any, with its page. */
  car: { name: string; slug: string } | null;
  sent: string;
}

const SHOWN = 20;

/** The signed-in shopper's enquiries sent on this site (leads sent while signed in), newest first; none when signed out. */
export async function shopperEnquiries(ctx: Pick<LoaderContext, "services" | "site" | "user">): Promise<SentEnquiry[]> {
  if (!ctx.user) return [];
  const leads = await ctx.services.db
    .selectFrom("leads")
    .select(["id", "category", "car_id", "created_at"])
    .where("account_id", "=", ctx.user.id)
    .where("site_slug", "=", ctx.site.slug)
    .where("status", "=", "complete")
    .orderBy("created_at", "desc")
    .limit(SHOWN)
    .execute();
  const carIds = leads.flatMap((lead) => (lead.car_id === null ? [] : [lead.car_id]));
  const cars = await carsById(ctx.services.stock, carIds);
  return leads.map((lead) => {
    const car = lead.car_id === null ? undefined : cars.get(lead.car_id);
    return {
      id: lead.id,
      subject: lead.category ?? "Enquiry",
      car: car ? { name: carEntry(car).name, slug: car.slug } : null,
      sent: dateLabel(lead.created_at.slice(0, 10)),
    };
  });
}
