import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";

/** A browser's passkey response as posted (the form's `credential` field), with the challenge it answers. */
export interface PostedCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON> {
  response: T;
  challenge: string;
}

const BASE64URL = /^[A-Za-z0-9_-]{1,1400}$/;

/**
 * Reads a posted passkey response: JSON with a credential id and the client data whose challenge names the
 * ceremony. Anything else (not JSON, missing parts, a challenge that is not base64url) is null; the signature and
 * the rest are checked by the verification.
 */
export function readCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(posted: string | null): PostedCredential<T> | null {
  try {
    const response = JSON.parse(posted ?? "") as T;
    if (typeof response?.id !== "string" || !BASE64URL.test(response.id) || typeof response.response?.clientDataJSON !== "string") return null;
    const client = JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof client.challenge === "string" && BASE64URL.test(client.challenge) ? { response, challenge: client.challenge } : null;
  } catch {
    return null;
  }
}
