// The block kit's lead submission from the browser, for blocks that post a lead without the lead form shell.
export * from "../leads/idempotency-keys.ts";
export * from "../leads/lead-types.ts";
export * from "../leads/submit-lead.ts";
