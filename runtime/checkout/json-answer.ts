import { jsonResponse } from "../http/json-response.ts";
import { TAKEN } from "./checkout-page.ts";

/** A checkout post's outcome, by the query of the page it redirects to, and the HTTP status a script is told. */
const OUTCOMES: { query: string; outcome: string; status: number; message?: string }[] = [
  { query: "reserved", outcome: "reserved", status: 201 },
  { query: "cancelled", outcome: "cancelled", status: 200 },
  { query: "problem=taken", outcome: "taken", status: 409, message: TAKEN },
  { query: "problem=declined", outcome: "declined", status: 402, message: "The payment did not go through. No money was taken." },
  { query: "problem=details", outcome: "details", status: 400, message: "Please enter your name and an e-mail address or mobile number we can reach you on." },
  { query: "problem=provider", outcome: "provider", status: 503, message: "The payment service did not answer. No money was taken: please try again." },
  { query: "payment", outcome: "extra-step", status: 202 },
];

/** Whether the post asked for JSON (a script, the reservation bench) rather than the next page. */
export function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
}

/**
 * A checkout post's redirect as the JSON answer a script asked for: the same outcome with its own status (a car
 * someone else holds is a 409), and the page a shopper would have been shown. Anything but a redirect (the
 * intent's client secret, a refusal) is answered as it is.
 */
export function jsonAnswer(answer: Response): Response {
  const location = answer.headers.get("location");
  if (answer.status !== 303 || !location) return answer;
  if (location.startsWith("/sign-in")) return jsonResponse({ outcome: "sign-in", message: "Please sign in to reserve a vehicle.", page: location, status: 401 }, 401);
  const query = new URLSearchParams(location.split("?")[1] ?? "");
  const found = OUTCOMES.find((entry) => {
    const [name, value] = entry.query.split("=");
    return value ? query.get(name!) === value : query.has(name!);
  });
  if (!found) return answer;
  return jsonResponse({ outcome: found.outcome, ...(found.message ? { message: found.message } : {}), page: location, status: found.status }, found.status);
}
