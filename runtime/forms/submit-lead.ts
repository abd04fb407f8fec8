import type { LeadErrorBody, LeadFieldError, LeadUserData } from "./lead-types.ts";

export const UNEXPECTED_LEAD_ERROR = "An unexpected error occured";

/** `lead_secret` comes with a lead just created: the one thing that lets this browser change the lead later. */
export type SubmitLeadResult = { lead_id: string; lead_secret?: string } | { error: string; errors?: LeadFieldError[] };

export interface SubmitLeadOptions {
  isLastStep: boolean;
  /** Reuse the same key when retrying the same submission so the server stores it once. */
  idempotencyKey?: string;
  /** The secret the lead's creation answered with, sent when the submission continues that lead. */
  leadSecret?: string;
  /** Defaults to the global fetch; tests pass their own. */
  fetch?: typeof fetch;
}

/**
 * The shared browser-side lead submit (spec §7 "Lead submit"): POSTs `{ userData, isLastStep }` to /api/leads
 * and answers `{ lead_id }` or `{ error }` with the server's message, or 'An unexpected error occured'.
 * A network failure or 5xx is retried once with the same Idempotency-Key, so a lost response never
 * turns into a duplicate lead.
 */
export async function submitLead(userData: LeadUserData, options: SubmitLeadOptions): Promise<SubmitLeadResult> {
  const send = options.fetch ?? fetch;
  const key = options.idempotencyKey ?? globalThis.crypto.randomUUID();
  const init: RequestInit = {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "Idempotency-Key": key,
      ...(options.leadSecret ? { "Lead-Secret": options.leadSecret } : {}),
    },
    body: JSON.stringify({ userData, isLastStep: options.isLastStep }),
    credentials: "same-origin",
  };
  for (let attempt = 0; ; attempt++) {
    const response = await send("/api/leads", init).catch(() => null);
    const retry = attempt === 0 && (response === null || response.status >= 500);
    if (retry) continue;
    if (response === null) return { error: UNEXPECTED_LEAD_ERROR };
    return readLeadResponse(response);
  }
}

async function readLeadResponse(response: Response): Promise<SubmitLeadResult> {
  const body = (await response.json().catch(() => null)) as ({ lead_id?: unknown; lead_secret?: unknown } & Partial<LeadErrorBody>) | null;
  if (response.ok && typeof body?.lead_id === "string") {
    return typeof body.lead_secret === "string" ? { lead_id: body.lead_id, lead_secret: body.lead_secret } : { lead_id: body.lead_id };
  }
  const errors = Array.isArray(body?.errors) ? body.errors : undefined;
  const message = errors?.map((e) => e.message).find((m) => typeof m === "string" && m !== "");
  return errors ? { error: message ?? UNEXPECTED_LEAD_ERROR, errors } : { error: message ?? UNEXPECTED_LEAD_ERROR };
}
