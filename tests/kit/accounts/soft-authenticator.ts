import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

const USER_PRESENT_AND_VERIFIED = 0x01 | 0x04;
const ATTESTED_CREDENTIAL = 0x40;

/**
 * A software passkey authenticator (ES256, "none" attestation) for tests: it answers a server's options as a
 * browser with a platform authenticator would, for an origin of the test's choosing, and can be made to lie.
 */
export function softAuthenticator() {
  const credentials: { id: Buffer; key: KeyObject; rpId: string; userHandle: string; counter: number }[] = [];

  return {
    /** Makes a passkey for the options, as `origin` asks; answers the browser's registration response. */
    register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const cose = isoCBOR.encode(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, "base64url")], [-3, Buffer.from(jwk.y!, "base64url")]]));
      const id = randomBytes(16);
      credentials.push({ id, key: privateKey, rpId: options.rp.id!, userHandle: options.user.id, counter: 0 });
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const authData = Buffer.concat([sha256(options.rp.id!), Buffer.from([USER_PRESENT_AND_VERIFIED | ATTESTED_CREDENTIAL]), u32(0), Buffer.alloc(16), length, id, cose]);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]) as never);
      const clientDataJSON = JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin, crossOrigin: false });
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: "public-key",
        response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ["internal"] },
        clientExtensionResults: {},
      };
    },

    /** Signs the options' challenge with the passkey it holds for their RP id (the last one made, or `index`). */
    authenticate(options: PublicKeyCredentialRequestOptionsJSON, origin: string, index = -1): AuthenticationResponseJSON {
      const credential = credentials.filter((entry) => entry.rpId === options.rpId).at(index);
      if (!credential) throw new Error(`no passkey for ${options.rpId}`);
      credential.counter += 1;
      const authenticatorData = Buffer.concat([sha256(credential.rpId), Buffer.from([USER_PRESENT_AND_VERIFIED]), u32(credential.counter)]);
      const clientDataJSON = JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin, crossOrigin: false });
      const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.key);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: "public-key",
        response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature), userHandle: credential.userHandle },
        clientExtensionResults: {},
      };
    },
  };
}
