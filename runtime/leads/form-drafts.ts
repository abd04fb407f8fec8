import { randomBytes } from "node:crypto";
import { isBefore, sub, type Duration } from "date-fns";
import type { Database } from "../types/services.ts";
import type { FormDraft } from "../forms/lead-types.ts";

export const DRAFT_QUERY = "lead_form";
export const DRAFT_LIFETIME: Duration = { hours: 1 };
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

export async function saveFormDraft(db: Database, siteSlug: string, draft: FormDraft, now: Date): Promise<string> {
  const token = randomBytes(16).toString("base64url");
  await db
    .insertInto("lead_form_drafts")
    .values({
      token,
      site_slug: siteSlug,
      block_id: draft.block_id,
      form_values: JSON.stringify(draft.values),
      errors: JSON.stringify(draft.errors),
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** The draft a page's `?lead_form=` token names, if it is this site's and still fresh. */
export async function readFormDraft(db: Database, siteSlug: string, token: string | null, now: Date): Promise<FormDraft | null> {
  if (!token || !TOKEN.test(token)) return null;
  const row = await db
    .selectFrom("lead_form_drafts")
    .selectAll()
    .where("token", "=", token)
    .where("site_slug", "=", siteSlug)
    .executeTakeFirst();
  if (!row || isBefore(row.created_at, sub(now, DRAFT_LIFETIME))) return null;
  return { block_id: row.block_id, values: JSON.parse(row.form_values), errors: JSON.parse(row.errors) };
}
