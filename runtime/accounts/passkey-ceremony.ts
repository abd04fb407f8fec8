import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { PasskeysTable } from "../storage/tables/account-tables.ts";
import type { RelyingParty } from "./relying-party.ts";
import { PASSKEY_CHALLENGE_LIFETIME_MS } from "./passkey-challenge-store.ts";

/**
 * The WebAuthn ceremonies of every passkey the platform keeps (a shopper's, a member of a dealer's staff's): the
 * options a browser is given and the checks of what it answers. Who holds the passkey and where it is stored is the
 * caller's; the ceremony only ever sees the holder's id and names.
 */

/** Who a new passkey is for: the id its user handle carries and the names the browser shows. */
export interface PasskeyHolder {
  id: string;
  userName: string;
  displayName: string;
}

/** A stored passkey as its check needs it: id, public key (base64url), counter and transports (JSON). */
export type StoredPasskey = Pick<PasskeysTable, "id" | "public_key" | "sign_count" | "transports">;

/** A verified new passkey, ready to store. */
export type NewPasskey = StoredPasskey & { sign_count: number };

/** Options for a new discoverable passkey of `holder`, excluding the ones they already have. */
export function registrationOptions(rp: RelyingParty, holder: PasskeyHolder, existing: readonly { id: string }[]): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: holder.userName,
    userDisplayName: holder.displayName,
    userID: new TextEncoder().encode(holder.id),
    attestationType: "none",
    excludeCredentials: existing.map(({ id }) => ({ id })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: PASSKEY_CHALLENGE_LIFETIME_MS,
  });
}

/** Options for signing in with any passkey of the relying party the browser holds. */
export function signInOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: "required", timeout: PASSKEY_CHALLENGE_LIFETIME_MS });
}

/** The new passkey when the browser's registration answers the challenge on the relying party's origin, verified. */
export async function verifiedRegistration(response: RegistrationResponseJSON, challenge: string, rp: RelyingParty): Promise<NewPasskey | null> {
  const verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRPID: rp.id, requireUserVerification: true }).catch(() => null);
  if (!verified?.verified) return null;
  const { credential } = verified.registrationInfo;
  return { id: credential.id, public_key: Buffer.from(credential.publicKey).toString("base64url"), sign_count: credential.counter, transports: JSON.stringify(credential.transports ?? []) };
}

/** A discoverable passkey names its holder (the user handle made at registration); it must be the stored passkey's. */
export function sameHolder(response: AuthenticationResponseJSON, holderId: string): boolean {
  const handle = response.response.userHandle;
  return handle === undefined || handle === Buffer.from(holderId).toString("base64url");
}

/** The authenticator's new counter when the signature, origin, RP id, user verification and counter all hold. */
export async function verifiedCounter(response: AuthenticationResponseJSON, challenge: string, rp: RelyingParty, passkey: StoredPasskey): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: { id: passkey.id, publicKey: Buffer.from(passkey.public_key, "base64url"), counter: Number(passkey.sign_count), transports: JSON.parse(passkey.transports) as string[] },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
