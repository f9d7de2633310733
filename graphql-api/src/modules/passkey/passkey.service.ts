// Passkeys (WebAuthn, through @simplewebauthn/server): an account adds them from its account page and signs in with
// one instead of a password; a passkey sign-in asks the authenticator to verify its user (PIN, fingerprint), so it is
// two factors in one and satisfies two-step sign-in. Challenges are kept in the database, each used once.
import net from "node:net";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { ServiceDeps } from "../../service-deps.js";
import type { AuthService, LoginResult } from "../user/auth.service.js";
import { badInput, forbidden, notFound, unauthenticated } from "../../errors.js";
import { ACCOUNT_DISABLED } from "../user/auth.service.js";
import type { ClientInfo } from "../session/session.service.js";

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const MAX_PASSKEYS = 10;
const NAME_MAX = 60;
const NOT_RECOGNISED = "This passkey was not recognised. Sign in with your password, or use another passkey.";
const EXPIRED = "This passkey request has expired. Please try again.";

export interface PasskeyView {
  id: string;
  name: string;
  /** Synced across the owner's devices (a password manager, iCloud Keychain, Google Password Manager). */
  synced: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** Options for the browser (navigator.credentials.create / get), with the id of the challenge they carry. */
export interface PasskeyChallenge {
  challengeId: string;
  options: string;
}

/**
 * Where passkeys belong: PUBLIC_URL's host. A passkey cannot be bound to an IP address, so a shop served from a loopback
 * address (development, tests) uses `localhost`, and accepts its pages at http://localhost:<port> too.
 */
export function relyingParty(publicUrl: string): { rpID: string; origins: string[] } {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!net.isIP(host)) return { rpID: host, origins: [url.origin] };
  const local = `${url.protocol}//localhost${url.port ? `:${url.port}` : ""}`;
  return { rpID: "localhost", origins: [url.origin, local] };
}

const view = (p: { id: string; name: string; deviceType: string; createdAt: Date; lastUsedAt: Date | null }): PasskeyView => ({
  id: p.id,
  name: p.name,
  synced: p.deviceType === "multiDevice",
  createdAt: p.createdAt,
  lastUsedAt: p.lastUsedAt,
});

export class PasskeyService {
  private readonly rp;
  constructor(
    private readonly deps: ServiceDeps,
    private readonly auth: AuthService,
  ) {
    this.rp = relyingParty(deps.config.publicUrl);
  }

  async list(userId: string): Promise<PasskeyView[]> {
    const rows = await this.deps.prisma.passkey.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    return rows.map(view);
  }

  /** Options to create a passkey for the signed-in account (its existing ones excluded). */
  async registrationOptions(userId: string): Promise<PasskeyChallenge> {
    const user = await this.deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { passkeys: { select: { id: true, transports: true } } } });
    if (user.passkeys.length >= MAX_PASSKEYS) throw badInput(`An account can have at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
    const options = await generateRegistrationOptions({
      rpName: "E-Commerce Shop",
      rpID: this.rp.rpID,
      userName: user.email,
      userDisplayName: user.userName,
      userID: new TextEncoder().encode(user.id),
      attestationType: "none",
      excludeCredentials: user.passkeys.map((p) => ({ id: p.id, transports: p.transports })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    return { challengeId: await this.keep(options.challenge, "register", userId), options: JSON.stringify(options) };
  }

  /** Adds the passkey the browser created from those options. */
  async add(userId: string, challengeId: unknown, response: unknown, name: unknown): Promise<PasskeyView> {
    const challenge = await this.take(challengeId, "register", userId);
    const label = typeof name === "string" && name.trim() ? name.trim().slice(0, NAME_MAX) : "Passkey";
    let info;
    try {
      const verified = await verifyRegistrationResponse({
        response: parseJson<RegistrationResponseJSON>(response),
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origins,
        expectedRPID: this.rp.rpID,
        requireUserVerification: false,
      });
      if (!verified.verified) throw new Error("not verified");
      info = verified.registrationInfo;
    } catch {
      throw badInput("The browser's answer could not be verified, so no passkey was added. Please try again.");
    }
    const { credential } = info;
    const row = await this.deps.prisma.passkey.create({
      data: {
        id: credential.id,
        userId,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name: label,
      },
    });
    return view(row);
  }

  /** Removes one of the account's passkeys (someone else's is NOT_FOUND). */
  async remove(userId: string, id: unknown): Promise<PasskeyView[]> {
    const { count } = typeof id === "string" ? await this.deps.prisma.passkey.deleteMany({ where: { id, userId } }) : { count: 0 };
    if (count === 0) throw notFound("Passkey not found");
    return this.list(userId);
  }

  /** Options to sign in with any passkey of this shop (the browser offers the ones it has). */
  async signInOptions(): Promise<PasskeyChallenge> {
    const options = await generateAuthenticationOptions({ rpID: this.rp.rpID, userVerification: "required" });
    return { challengeId: await this.keep(options.challenge, "signIn", null), options: JSON.stringify(options) };
  }

  /** Signs in with the passkey the browser used; the authenticator must have verified its user. */
  async signIn(challengeId: unknown, response: unknown, client: ClientInfo | string): Promise<LoginResult> {
    await this.auth.countSignInAttempt(typeof client === "string" ? client : client.ip);
    const challenge = await this.take(challengeId, "signIn", null);
    const answer = parseJson<AuthenticationResponseJSON>(response);
    const passkey = typeof answer.id === "string" ? await this.deps.prisma.passkey.findUnique({ where: { id: answer.id }, include: { user: true } }) : null;
    if (!passkey) throw unauthenticated(NOT_RECOGNISED);
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origins,
        expectedRPID: this.rp.rpID,
        credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as never },
        requireUserVerification: true,
      });
    } catch {
      throw unauthenticated(NOT_RECOGNISED);
    }
    if (!verified.verified) throw unauthenticated(NOT_RECOGNISED);
    if (passkey.user.disabledAt) throw forbidden(ACCOUNT_DISABLED);
    await this.deps.prisma.passkey.update({ where: { id: passkey.id }, data: { counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() } });
    return this.auth.issueSession(passkey.user, client, "passkey");
  }

  private async keep(challenge: string, purpose: string, userId: string | null): Promise<string> {
    const { prisma } = this.deps;
    // Unused challenges go when they expire; each request sweeps the expired ones (an index scan of a few rows).
    await prisma.webauthnChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    const row = await prisma.webauthnChallenge.create({ data: { challenge, purpose, userId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) } });
    return row.id;
  }

  /** The challenge, taken once: deleted as it is read, so a replayed answer finds nothing. */
  private async take(challengeId: unknown, purpose: string, userId: string | null): Promise<string> {
    const id = typeof challengeId === "string" && /^[0-9a-f-]{36}$/i.test(challengeId) ? challengeId : null;
    const [row] = id
      ? await this.deps.prisma.$queryRaw<{ challenge: string }[]>`
          DELETE FROM "WebauthnChallenge" WHERE id = ${id}::uuid AND purpose = ${purpose}
            AND "userId" IS NOT DISTINCT FROM ${userId}::uuid AND "expiresAt" > now()
          RETURNING challenge`
      : [];
    if (!row) throw badInput(EXPIRED);
    return row.challenge;
  }
}

function parseJson<T>(value: unknown): T {
  if (typeof value !== "string" || value.length > 64 * 1024) throw badInput("The browser's answer is missing or too large.");
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as T;
  } catch {
    // not JSON: refused below
  }
  throw badInput("The browser's answer is not valid.");
}
