// Two-step sign-in with an authenticator app (TOTP, RFC 6238, through otplib): setting it up (a QR code drawn by the
// shop itself, confirmed by a first code), ten single-use recovery codes kept as hashes, checking the second step's
// code (slowed per account like passwords), and turning it off (password and a code).
import crypto from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { ServiceDeps } from "../../service-deps.js";
import { SecretBox } from "../../auth/secret-box.js";
import { Backoff } from "../../auth/backoff.js";
import { TooManyRequestsError } from "../../auth/rate-limit.js";
import { verifyPassword } from "../../auth/passwords.js";
import { badInput, conflict, forbidden, unauthenticated } from "../../errors.js";
import { LOGIN_BACKOFF } from "./auth-limits.js";

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const WRONG_CODE = "That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.";
const NO_SETUP = "Start setting up two-step sign-in first: scan the QR code, then enter the code your app shows.";
const ISSUER = "E-Commerce Shop";

export interface TwoFactorSetup {
  /** The secret as text (base32), for apps that cannot scan. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code, an SVG image as a data: URL (drawn here: the secret never leaves the shop). */
  qrCode: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** Whether this account may not turn it off (admins, with ADMIN_TWO_FACTOR=required). */
  required: boolean;
  recoveryCodesLeft: number;
}

type Account = { id: string; role: string; email: string; totpSecret: string | null; totpLastStep: number | null; totpEnabledAt: Date | null };

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[\s-]+/g, "");
const recoveryHash = (userId: string, code: string) => crypto.createHash("sha256").update(`recovery:${userId}:${normalizeRecovery(code)}`).digest("hex");

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export class TwoFactorService {
  private readonly box: SecretBox;
  private readonly backoff: Backoff;

  constructor(private readonly deps: ServiceDeps) {
    this.box = new SecretBox(deps.config.tokenSecret, "totp");
    this.backoff = new Backoff(deps.redis ?? null, "second-factor", LOGIN_BACKOFF);
  }

  /** Whether the account must use two-step sign-in (admins, unless ADMIN_TWO_FACTOR=optional). */
  isRequired(account: { role: string }): boolean {
    return account.role === "admin" && this.deps.config.adminTwoFactor === "required";
  }

  async status(userId: string): Promise<TwoFactorStatus> {
    const account = await this.account(userId);
    const left = await this.deps.prisma.recoveryCode.count({ where: { userId, usedAt: null } });
    return { enabled: account.totpEnabledAt !== null, required: this.isRequired(account), recoveryCodesLeft: account.totpEnabledAt ? left : 0 };
  }

  /** A new secret waiting for its first code (a setup started again replaces it); the current one, if any, stays on. */
  async beginSetup(userId: string): Promise<TwoFactorSetup> {
    const account = await this.account(userId);
    if (account.totpEnabledAt) throw conflict("Two-step sign-in is already on for this account.");
    const secret = generateSecret();
    await this.deps.prisma.user.update({ where: { id: userId }, data: { totpPendingSecret: this.box.seal(secret) } });
    const uri = generateURI({ issuer: ISSUER, label: account.email, secret });
    const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  }

  /** Turns it on once the app's first code matches the secret being set up; returns the recovery codes (shown once). */
  async enable(userId: string, code: unknown): Promise<string[]> {
    const row = await this.deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { totpPendingSecret: true, totpEnabledAt: true } });
    if (row.totpEnabledAt) throw conflict("Two-step sign-in is already on for this account.");
    const secret = row.totpPendingSecret ? this.box.open(row.totpPendingSecret) : null;
    if (!secret) throw badInput(NO_SETUP);
    await this.turn(userId);
    const step = await matchingStep(secret, code, null);
    if (step === null) throw badInput("That code is not right. Enter the 6-digit code your authenticator app shows now.");
    await this.backoff.reset(userId);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.deps.prisma.$transaction([
      this.deps.prisma.user.update({
        where: { id: userId },
        data: { totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step },
      }),
      this.deps.prisma.recoveryCode.deleteMany({ where: { userId } }),
      this.deps.prisma.recoveryCode.createMany({ data: codes.map((c) => ({ userId, codeHash: recoveryHash(userId, c) })) }),
    ]);
    return codes;
  }

  /** Turns it off: needs the password and a current code (or a recovery code). Refused where it is required. */
  async disable(userId: string, password: unknown, code: unknown): Promise<void> {
    const account = await this.account(userId);
    if (this.isRequired(account)) throw forbidden("Admins must keep two-step sign-in on.");
    if (!account.totpEnabledAt) throw conflict("Two-step sign-in is already off for this account.");
    const { passwordHash } = await this.deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
    await this.turn(userId);
    if (typeof password !== "string" || !(await verifyPassword(passwordHash, password))) throw badInput("Your password is not right.");
    await this.check(account, code);
    await this.deps.prisma.$transaction([
      this.deps.prisma.user.update({ where: { id: userId }, data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null } }),
      this.deps.prisma.recoveryCode.deleteMany({ where: { userId } }),
    ]);
  }

  /** New recovery codes for a current code; the old ones stop working. */
  async regenerateRecoveryCodes(userId: string, code: unknown): Promise<string[]> {
    const account = await this.account(userId);
    if (!account.totpEnabledAt) throw conflict("Turn two-step sign-in on first.");
    await this.turn(userId);
    await this.check(account, code);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.deps.prisma.$transaction([
      this.deps.prisma.recoveryCode.deleteMany({ where: { userId } }),
      this.deps.prisma.recoveryCode.createMany({ data: codes.map((c) => ({ userId, codeHash: recoveryHash(userId, c) })) }),
    ]);
    return codes;
  }

  /**
   * The second step of a sign-in: a current code of the authenticator (each accepted once) or an unused recovery code
   * (used up). Slowed per account like passwords (five at once, then 1 s, 2 s … at most 5 minutes apart).
   */
  async verifySecondStep(userId: string, code: unknown): Promise<"totp" | "recovery"> {
    const account = await this.account(userId);
    if (!account.totpEnabledAt) throw unauthenticated(WRONG_CODE);
    await this.turn(userId);
    return this.check(account, code);
  }

  /** A code for the account, TOTP or recovery, else UNAUTHENTICATED; the caller has taken a turn. */
  private async check(account: Account, code: unknown): Promise<"totp" | "recovery"> {
    const secret = account.totpSecret ? this.box.open(account.totpSecret) : null;
    const text = typeof code === "string" ? code.trim() : "";
    if (secret && /^\d[\d\s]{5,7}$/.test(text)) {
      const step = await matchingStep(secret, text, account.totpLastStep);
      // Claimed with a conditional update: the same code sent twice at once is taken once.
      if (step !== null) {
        const { count } = await this.deps.prisma.user.updateMany({
          where: { id: account.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
          data: { totpLastStep: step },
        });
        if (count === 1) return this.passed(account.id, "totp");
      }
    } else if (text.length >= 10 && text.length <= 20) {
      const { count } = await this.deps.prisma.recoveryCode.updateMany({
        where: { userId: account.id, codeHash: recoveryHash(account.id, text), usedAt: null },
        data: { usedAt: new Date() },
      });
      if (count === 1) return this.passed(account.id, "recovery");
    }
    throw unauthenticated(WRONG_CODE);
  }

  private async passed<T>(userId: string, how: T): Promise<T> {
    await this.backoff.reset(userId);
    return how;
  }

  private async turn(userId: string) {
    const turn = await this.backoff.take(userId);
    if (!turn.granted) throw new TooManyRequestsError(turn.retryAfterSeconds);
  }

  private account(userId: string): Promise<Account> {
    return this.deps.prisma.user.findUniqueOrThrow({
      where: { id: userId },
      select: { id: true, role: true, email: true, totpSecret: true, totpLastStep: true, totpEnabledAt: true },
    });
  }
}

/** The time step a 6-digit code belongs to (now, or one step either side for clocks a little off), after `after`. */
async function matchingStep(secret: string, code: unknown, after: number | null): Promise<number | null> {
  const token = typeof code === "string" ? code.replace(/\s+/g, "") : "";
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: 30, ...(after !== null ? { afterTimeStep: after } : {}) });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
