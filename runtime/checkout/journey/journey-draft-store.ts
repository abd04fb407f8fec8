import type { Database } from "../../types/services.ts";
import type { FormValues } from "../../forms/form-types.ts";
import type { CheckoutDraftsTable } from "../../storage/tables/reservation-tables.ts";

/** A shopper's journey for one car: the step they are on and every step's answers so far, by step id. */
export interface JourneyDraft {
  step: string;
  answers: Record<string, FormValues>;
}

/** Whose draft, of which car: the row's key. */
type DraftKey = Pick<CheckoutDraftsTable, "site_slug" | "account_id" | "car_id">;

/** The shopper's saved journey for the car, from whichever device saved it last; null when none was started. */
export async function loadDraft(db: Database, key: DraftKey): Promise<JourneyDraft | null> {
  const row = await db
    .selectFrom("checkout_drafts")
    .select(["step", "answers"])
    .where((eb) => eb.and(key))
    .executeTakeFirst();
  return row ? { step: row.step, answers: JSON.parse(row.answers) as JourneyDraft["answers"] } : null;
}

/** Saves the journey as it stands (one row per shopper and car, replaced each time). */
export async function saveDraft(db: Database, key: DraftKey, draft: JourneyDraft, now: Date): Promise<void> {
  const answers = JSON.stringify(draft.answers);
  const updated_at = now.toISOString();
  await db
    .insertInto("checkout_drafts")
    .values({ ...key, step: draft.step, answers, updated_at })
    .onConflict((oc) => oc.columns(["site_slug", "account_id", "car_id"]).doUpdateSet({ step: draft.step, answers, updated_at }))
    .execute();
}

/** A finished journey leaves no draft behind. */
export async function deleteDraft(db: Database, key: DraftKey): Promise<void> {
  await db
    .deleteFrom("checkout_drafts")
    .where((eb) => eb.and(key))
    .execute();
}
