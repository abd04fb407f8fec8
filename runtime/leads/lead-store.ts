import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../types/services.ts";
import type { Tables } from "../storage/tables.ts";
import type { LeadFieldError, LeadUserData } from "../forms/lead-types.ts";
import type { LeadStatus } from "../storage/tables/lead-tables.ts";
import { leadColumns, type LeadDelivery } from "./lead-record.ts";
import { newLeadSecret, secretMatches } from "./lead-secret.ts";

export interface StoreLeadInput {
  siteSlug: string;
  userData: LeadUserData;
  isLastStep: boolean;
  /** Honeypot filled: kept as spam, never delivered. */
  spam: boolean;
  idempotency: { key: string; bodyHash: string } | null;
  /** The secret the browser was given when it created the lead it now continues (null when it sent none). */
  secret: string | null;
  /** Delivery channel names of the site (one outbox row each when the lead completes or changes). */
  channels: readonly string[];
  now: Date;
  /** The signed-in shopper's account sending it (their garage lists it); none when signed out. */
  accountId?: string | null;
  /** Checks the merged userData of a lead that is (or stays) complete; any error refuses the submission. */
  checkComplete(userData: LeadUserData): LeadFieldError[];
}

/** `secret` comes with a lead just created, or created again by a retry of the request that created it. */
export type StoreLeadResult =
  | { kind: "created" | "updated" | "replayed"; leadId: string; secret?: string }
  | { kind: "conflict" }
  | { kind: "unknown-lead"; field: string }
  | { kind: "invalid"; errors: LeadFieldError[] };

/**
 * Stores a lead submission in one transaction: the lead (new, or merged into the lead it continues), its outbox
 * rows and its Idempotency-Key. The caller answers only after this resolves, so an acknowledged lead is on disk.
 */
export async function storeLead(db: Database, input: StoreLeadInput): Promise<StoreLeadResult> {
  try {
    return await db.transaction().execute((trx) => storeInTransaction(trx, input));
  } catch (error) {
    // Two requests raced with one Idempotency-Key: the loser's insert failed on the key; answer as a retry.
    const earlier = await retryAnswer(db, input);
    if (earlier) return earlier;
    throw error;
  }
}

/** One submission's writes inside a transaction the caller commits (a single lead, or a batch of them). */
export async function storeInTransaction(trx: Transaction<Tables>, input: StoreLeadInput): Promise<StoreLeadResult> {
  const { siteSlug, idempotency } = input;
  const earlier = await retryAnswer(trx, input);
  if (earlier) return earlier;
  const { lead_id: continuesId, id: adjustsId, ...fields } = input.userData;
  const existingId = continuedLeadId(input);
  const result = existingId
    ? await continueLead(trx, input, existingId, continuesId ? "lead_id" : "id", fields)
    : await createLead(trx, input, fields);
  if (idempotency && (result.kind === "created" || result.kind === "updated")) {
    await trx
      .insertInto("lead_idempotency")
      .values({
        site_slug: siteSlug,
        key: idempotency.key,
        body_hash: idempotency.bodyHash,
        lead_id: result.leadId,
        created_at: input.now.toISOString(),
      })
      .execute();
  }
  return result;
}

async function createLead(trx: Transaction<Tables>, input: StoreLeadInput, userData: LeadUserData): Promise<StoreLeadResult> {
  const status: LeadStatus = input.spam ? "spam" : input.isLastStep ? "complete" : "partial";
  if (status === "complete") {
    const errors = input.checkComplete(userData);
    if (errors.length > 0) return { kind: "invalid", errors };
  }
  const id = randomUUID();
  const { secret, hash } = newLeadSecret();
  const now = input.now.toISOString();
  const completedAt = status === "complete" ? now : null;
  await trx
    .insertInto("leads")
    .values({
      id,
      site_slug: input.siteSlug,
      status,
      ...leadColumns(userData),
      payload: JSON.stringify(userData),
      created_at: now,
      updated_at: now,
      completed_at: completedAt,
      secret_hash: hash,
      account_id: input.accountId ?? null,
    })
    .execute();
  if (status === "complete")
    await queueDeliveries(trx, input, { id, status, created_at: now, completed_at: completedAt }, userData, "lead.completed");
  return { kind: "created", leadId: id, secret };
}

async function continueLead(
  trx: Transaction<Tables>,
  input: StoreLeadInput,
  id: string,
  field: string,
  update: LeadUserData,
): Promise<StoreLeadResult> {
  const lead = await trx
    .selectFrom("leads")
    .selectAll()
    .where("id", "=", id)
    .where("site_slug", "=", input.siteSlug)
    .executeTakeFirst();
  // A wrong secret answers as an unknown lead, so a lead id alone tells nothing about the lead.
  if (!lead || lead.status === "spam" || !secretMatches(input.secret ?? "", lead.secret_hash)) return { kind: "unknown-lead", field };
  const merged: LeadUserData = { ...(JSON.parse(lead.payload) as LeadUserData), ...update };
  const completes = lead.status === "partial" && input.isLastStep;
  const status: LeadStatus = lead.status === "complete" || completes ? "complete" : "partial";
  if (status === "complete") {
    const errors = input.checkComplete(merged);
    if (errors.length > 0) return { kind: "invalid", errors };
  }
  const now = input.now.toISOString();
  const completedAt = completes ? now : lead.completed_at;
  await trx
    .updateTable("leads")
    .set({ status, ...leadColumns(merged), payload: JSON.stringify(merged), updated_at: now, completed_at: completedAt })
    .where("id", "=", id)
    .execute();
  if (status === "complete") {
    const event = completes ? "lead.completed" : "lead.updated";
    await queueDeliveries(trx, input, { id, status, created_at: lead.created_at, completed_at: completedAt }, merged, event);
  }
  return { kind: "updated", leadId: id };
}

/** The lead a submission continues (its lead_id, or the id of a valuation adjustment); spam never continues one. */
export function continuedLeadId(input: Pick<StoreLeadInput, "spam" | "userData">): string | undefined {
  return input.spam ? undefined : (input.userData.lead_id ?? input.userData.id);
}

/**
 * A retry of a request already stored. A retry of the request that created the lead gets a new secret (only
 * its hash was kept, and the first answer may never have arrived); whoever sends it holds that request's
 * Idempotency-Key and body, as only the browser that created the lead does.
 */
async function replay(db: Database, input: StoreLeadInput, leadId: string): Promise<StoreLeadResult> {
  if (continuedLeadId(input) !== undefined) return { kind: "replayed", leadId };
  const { secret, hash } = newLeadSecret();
  await db.updateTable("leads").set({ secret_hash: hash }).where("id", "=", leadId).execute();
  return { kind: "replayed", leadId, secret };
}

type LeadHead = Omit<LeadDelivery["lead"], "site" | "userData">;

async function queueDeliveries(
  trx: Transaction<Tables>,
  input: StoreLeadInput,
  head: LeadHead,
  userData: LeadUserData,
  event: LeadDelivery["event"],
): Promise<void> {
  if (input.channels.length === 0) return;
  const now = input.now.toISOString();
  const rows = input.channels.map((channel) => {
    const id = randomUUID();
    const delivery: LeadDelivery = { event, delivery_id: id, lead: { ...head, site: input.siteSlug, userData } };
    return {
      id,
      lead_id: head.id,
      site_slug: input.siteSlug,
      channel,
      event,
      body: JSON.stringify(delivery),
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      last_status: null,
      delivered_at: null,
      created_at: now,
    };
  });
  await trx.insertInto("lead_outbox").values(rows).execute();
}

/** The answer to a request whose Idempotency-Key is already stored: its retry, or a conflict for another body. */
async function retryAnswer(db: Database, input: StoreLeadInput): Promise<StoreLeadResult | undefined> {
  if (!input.idempotency) return undefined;
  const { key, bodyHash } = input.idempotency;
  const earlier = await db
    .selectFrom("lead_idempotency")
    .select(["body_hash", "lead_id"])
    .where("site_slug", "=", input.siteSlug)
    .where("key", "=", key)
    .executeTakeFirst();
  if (!earlier) return undefined;
  return earlier.body_hash === bodyHash ? replay(db, input, earlier.lead_id) : { kind: "conflict" };
}
