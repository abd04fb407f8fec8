import type { ApiHandler } from "../types/index.ts";
import { singleError } from "./lead-responses.ts";

export const NOT_SAVED = "The submission could not be saved. Please try again.";

/**
 * Bad input never gets here (every check answers 4xx); what does is the database or stock being unavailable.
 * The shopper's browser keeps what they typed and may retry with the same Idempotency-Key.
 */
export function withLeadFailureGuard(handler: ApiHandler): ApiHandler {
  return async (request, ctx) => {
    try {
      return await handler(request, ctx);
    } catch (error) {
      console.error(
        `[leads] ${request.method} ${new URL(request.url).pathname} failed for ${ctx.site?.slug ?? "no site"}`,
        error,
      );
      return singleError(503, "body", NOT_SAVED, { "retry-after": "5" });
    }
  };
}
