// A software authenticator for API tests: an ES256 key pair that answers WebAuthn registration and sign-in options as a
// browser with a passkey would (attestation "none", user present and verified). The browser tests use Chromium's own
// virtual authenticator instead.
import crypto from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString("base64url");
const sha256 = (b: Buffer | string) => crypto.createHash("sha256").update(b).digest();

export class SoftPasskey {
  readonly id = b64url(crypto.randomBytes(16));
  private readonly keys = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  private counter = 0;

  constructor(
    readonly rpID: string,
    readonly origin: string,
  ) {}

  /** The COSE public key (as stored by the shop). */
  publicKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    return Buffer.from(isoCBOR.encode(cose));
  }

  /** The answer to registration options (JSON), as navigator.credentials.create gives it. */
  register(optionsJson: string): string {
    const { challenge } = JSON.parse(optionsJson) as { challenge: string };
    const clientData = this.clientData("webauthn.create", challenge);
    const credentialId = Buffer.from(this.id, "base64url");
    const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([0, credentialId.length]), credentialId, this.publicKey()]);
    const authData = Buffer.concat([this.header(0x45), attested]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]) as never);
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestationObject), transports: ["internal"] },
    });
  }

  /** The answer to sign-in options (JSON), as navigator.credentials.get gives it. */
  signIn(optionsJson: string, userId: string): string {
    const { challenge } = JSON.parse(optionsJson) as { challenge: string };
    const clientData = this.clientData("webauthn.get", challenge);
    const authData = this.header(0x05);
    const signature = crypto.sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: b64url(Buffer.from(userId)) },
    });
  }

  private clientData(type: string, challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** rpIdHash, flags (UP 0x01, UV 0x04, AT 0x40), the signature counter. */
  private header(flags: number) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++this.counter);
    return Buffer.concat([sha256(this.rpID), Buffer.from([flags]), count]);
  }
}
