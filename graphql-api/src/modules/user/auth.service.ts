// Accounts' front door: registration, sign-in, sign-out everywhere, forgotten and reset passwords; with the rate
// limits and per-account slowdowns that stop guessing, and answers that never reveal who is registered.
import crypto from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import type { ServiceDeps } from "../../service-deps.js";
import type { Viewer } from "../../auth/viewer.js";
import { hashPassword, verifyPassword, decoyHash } from "../../auth/passwords.js";
import { AttemptLimiter, TooManyRequestsError } from "../../auth/rate-limit.js";
import { Backoff, type BackoffPolicy } from "../../auth/backoff.js";
import { DAY_SECONDS, LOGIN_BACKOFF } from "./auth-limits.js";
import { SignInStepRequired, badInput, conflict, forbidden, unauthenticated } from "../../errors.js";
import { isUuid } from "../../ids.js";
import type { Role } from "../../generated/prisma/client.js";
import { isUniqueViolation } from "../../db/prisma-errors.js";
import { publicUserSelect, type PublicUser } from "./user.service.js";
import type { TwoFactorService, TwoFactorSetup } from "./two-factor.js";
import type { ClientInfo, SessionService, SignInMethod } from "../session/session.service.js";

/** Where a sign-in comes from: its request's address, user agent and device cookie (or just the address). */
const clientOf = (client: ClientInfo | string): ClientInfo => (typeof client === "string" ? { ip: client } : client);
import { escapeHtml } from "../../html.js";
import { normalizeEmail, validateEmail, validatePassword, validateUserName, PASSWORD_MAX } from "./user.validation.js";

const WINDOW_SECONDS = 15 * 60;
const REGISTER_WINDOW_SECONDS = 60 * 60;
const RESET_TTL_MS = 60 * 60 * 1000;
// Many shoppers can share one address (offices, mobile carriers): the per-ip budget is wider than the per-account one.
const IP_BUDGET_FACTOR = 5;
export { LOGIN_BACKOFF };
/**
 * Reset mails per account: three at once, then spaced 1 minute doubling to at most 15. Requests in between get the
 * same answer but no mail: the link sent less than 15 minutes ago (valid for an hour) is still in the inbox, so a
 * stranger can flood no one and block no one.
 */
export const RESET_MAIL_BACKOFF: BackoffPolicy = { free: 3, baseSeconds: 60, capSeconds: 15 * 60, memorySeconds: DAY_SECONDS };
const ALERT_EVERY_SECONDS = 60 * 60;
// forgotPassword answers after the same time whether or not the account exists (and does not wait for a slow
// or stalled mail server beyond it): its timing must not reveal who is registered.
export const FORGOT_ANSWER_MS = 300;

export const LOGIN_FAILED = "Incorrect email or password.";
/** Said only after a correct password: it tells nothing to someone guessing. */
export const ACCOUNT_DISABLED = "This account has been disabled. Please contact the shop.";
export const RESET_SENT = "If an account exists for that email, a reset link has been sent.";
export const SECOND_STEP_DUE = "Enter the 6-digit code from your authenticator app, or one of your recovery codes.";
export const SETUP_DUE = "Admins sign in in two steps: set up an authenticator app to finish signing in.";
export const TICKET_EXPIRED = "This sign-in has expired. Please sign in again.";
export const RESET_INVALID = "This reset link is invalid or has expired. Please request a new one.";

export interface MessagePayload {
  success: true;
  message: string;
}

/** A registration's answer, with the new account's id for the caller (which hands it the visitor's guest cart). */
export interface Registered extends MessagePayload {
  userId: string;
}

type SignedInUser = { id: string; userName: string; email: string; phone: string; role: Role; tokenVersion: number };

export interface LoginResult {
  token: string;
  user: PublicUser;
  message: string;
}

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
/** Counters are keyed by a hash of the email: short whatever was sent, and no addresses stored in Redis. */
export const accountKey = (email: string) => sha256(`account:${email}`).slice(0, 32);

/** Registration, sign-in and password reset. Transport concerns (cookies, CSRF tokens) stay with the caller. */
export class AuthService {
  private readonly limits;
  private readonly backoff;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionService,
  ) {
    const budget = deps.config.authRateLimit;
    const redis = deps.redis ?? null;
    const limiter = (name: string, points: number, windowSeconds = WINDOW_SECONDS) => AttemptLimiter.create(redis, name, points, windowSeconds);
    this.limits = {
      loginByIpAccount: limiter("login-ip-account", budget),
      loginByIp: limiter("login-ip", budget * IP_BUDGET_FACTOR),
      forgotByIp: limiter("forgot-ip", budget * IP_BUDGET_FACTOR),
      resetByIp: limiter("reset-ip", budget),
      registerByIp: limiter("register-ip", deps.config.registerRateLimit, REGISTER_WINDOW_SECONDS),
      loginAlert: limiter("login-alert", 1, ALERT_EVERY_SECONDS),
    };
    this.backoff = {
      login: new Backoff(redis, "login-account", LOGIN_BACKOFF),
      resetMail: new Backoff(redis, "reset-mail", RESET_MAIL_BACKOFF),
    };
  }

  /**
   * Never signs the user in: the shop sends them to the login page afterwards. Every well-formed attempt (taken
   * emails included, which would otherwise be a free way to learn who is registered) counts against a per-ip
   * hourly budget; a form refused for its fields costs nothing.
   */
  async register(input: { userName?: unknown; email?: unknown; password?: unknown }, ip: string): Promise<Registered> {
    const userName = validateUserName(input.userName);
    const email = validateEmail(input.email);
    const password = validatePassword(input.password);
    await this.limits.registerByIp.consume(ip);
    const exists = conflict("User already exists with the same email! Please try again.");
    if (await this.deps.prisma.user.findUnique({ where: { email }, select: { id: true } })) throw exists;
    const passwordHash = await hashPassword(password);
    let userId: string;
    try {
      ({ id: userId } = await this.deps.prisma.user.create({ data: { userName, email, passwordHash, role: "user" }, select: { id: true } }));
    } catch (e) {
      if (isUniqueViolation(e)) throw exists;
      throw e;
    }
    return { success: true, message: "You Have Registered Successfully !", userId };
  }

  /**
   * Three limits: per address (all accounts), per address and account (a hard budget), and per account whatever the
   * address (LOGIN_BACKOFF: slowed, never locked). Unknown emails go through the same steps and are verified against
   * a decoy hash, so neither message nor timing tells which part was wrong.
   */
  async login(input: { email?: unknown; password?: unknown }, from: ClientInfo | string): Promise<LoginResult> {
    const client = clientOf(from);
    const ip = client.ip;
    const email = normalizeEmail(input.email);
    const password = typeof input.password === "string" ? input.password : "";
    const account = accountKey(email);
    await this.limits.loginByIp.consume(ip);
    await this.limits.loginByIpAccount.consume(`${ip}|${account}`); // a success resets the count
    const turn = await this.backoff.login.take(account);
    if (!turn.granted) throw new TooManyRequestsError(turn.retryAfterSeconds);

    const user = email.length <= 254 ? await this.deps.prisma.user.findUnique({ where: { email } }) : null;
    // Over-long passwords cannot belong to anyone registered here, but still cost one hash, like any failure.
    const candidate = password.length <= PASSWORD_MAX * 8 ? password : "";
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), candidate);
    if (!user || !ok) {
      if (user && turn.count >= LOGIN_BACKOFF.free) void this.alertOwner(user);
      throw unauthenticated(LOGIN_FAILED);
    }

    await Promise.all([this.limits.loginByIpAccount.reset(`${ip}|${account}`), this.backoff.login.reset(account)]);
    if (user.disabledAt) throw forbidden(ACCOUNT_DISABLED);
    if (user.totpEnabledAt) {
      const ticket = await this.deps.tokens.signTicket({ userId: user.id, purpose: "second-factor", version: user.tokenVersion });
      throw new SignInStepRequired("SECOND_FACTOR_REQUIRED", SECOND_STEP_DUE, ticket);
    }
    if (this.twoFactor.isRequired(user)) {
      const ticket = await this.deps.tokens.signTicket({ userId: user.id, purpose: "two-factor-setup", version: user.tokenVersion });
      throw new SignInStepRequired("TWO_FACTOR_SETUP_REQUIRED", SETUP_DUE, ticket);
    }
    return this.signedIn(user, client, "password");
  }

  /** The second step of a sign-in: the ticket from login and a code of the authenticator app, or a recovery code. */
  async verifySignInCode(input: { ticket?: unknown; code?: unknown }, from: ClientInfo | string): Promise<LoginResult> {
    const client = clientOf(from);
    await this.limits.loginByIp.consume(client.ip);
    const user = await this.ticketUser(input.ticket, "second-factor");
    const how = await this.twoFactor.verifySecondStep(user.id, input.code);
    if (how === "recovery") void this.tellRecoveryCodeUsed(user);
    return this.signedIn(user, client, "password+code");
  }

  /** An admin made to set two-step sign-in up at sign-in: the secret and QR code, for the ticket from login. */
  async beginSetupAtSignIn(ticket: unknown): Promise<TwoFactorSetup> {
    const user = await this.ticketUser(ticket, "two-factor-setup");
    return this.twoFactor.beginSetup(user.id);
  }

  /** ...and the first code, which turns it on and signs in; the recovery codes come with the answer, once. */
  async enableAtSignIn(input: { ticket?: unknown; code?: unknown }, from: ClientInfo | string): Promise<LoginResult & { recoveryCodes: string[] }> {
    const client = clientOf(from);
    await this.limits.loginByIp.consume(client.ip);
    const user = await this.ticketUser(input.ticket, "two-factor-setup");
    const recoveryCodes = await this.twoFactor.enable(user.id, input.code);
    return { ...(await this.signedIn(user, client, "password+code")), recoveryCodes };
  }

  /** The account a ticket was given for, while its password (version) is unchanged and the account enabled. */
  private async ticketUser(ticket: unknown, purpose: "second-factor" | "two-factor-setup") {
    const claims = typeof ticket === "string" && ticket.length < 2000 ? await this.deps.tokens.verifyTicket(ticket, purpose) : null;
    const user = claims ? await this.deps.prisma.user.findUnique({ where: { id: claims.userId } }) : null;
    if (!claims || !user || user.tokenVersion !== claims.version) throw unauthenticated(TICKET_EXPIRED);
    if (user.disabledAt) throw forbidden(ACCOUNT_DISABLED);
    return user;
  }

  /** A sign-in's first cost, whatever the credential: the per-address budget (passkeys spend it too). */
  async countSignInAttempt(ip: string): Promise<void> {
    await this.limits.loginByIp.consume(ip);
  }

  /** The session of a sign-in whose every step is done (password and code, or a passkey). */
  async issueSession(user: SignedInUser, from: ClientInfo | string, method: SignInMethod): Promise<LoginResult> {
    return this.signedIn(user, clientOf(from), method);
  }

  private async signedIn(user: SignedInUser, client: ClientInfo, method: SignInMethod): Promise<LoginResult> {
    const sessionId = await this.sessions.start(user, client, method);
    const token = await this.deps.tokens.sign({ userId: user.id, role: user.role, version: user.tokenVersion, sessionId });
    const { id, userName, phone, role } = user;
    return { token, user: { id, userName, email: user.email, phone, role }, message: "Logged in successfully" };
  }

  /** A recovery code let someone in: the owner hears of it (and how many are left). Never awaited by the sign-in. */
  private async tellRecoveryCodeUsed(user: { id: string; email: string; userName: string }) {
    try {
      const left = await this.deps.prisma.recoveryCode.count({ where: { userId: user.id, usedAt: null } });
      await this.deps.mailer.send({
        to: user.email,
        subject: "A recovery code was used to sign in",
        text:
          `Hello ${user.userName},\n\nSomeone signed in to your account with your password and one of your recovery codes (${left} left).\n\n` +
          `If it was not you, change your password now and make new recovery codes on your account page:\n${this.deps.config.publicUrl}/shop/account\n`,
      });
    } catch (e) {
      this.deps.logger?.error("Could not send the recovery-code notice", e);
    }
  }

  /** Revokes every token the user holds (this device's cookie included). Anonymous callers have nothing to revoke. */
  async logout(viewer: Viewer | null): Promise<MessagePayload> {
    if (viewer) {
      await this.deps.prisma.user.updateMany({ where: { id: viewer.id }, data: { tokenVersion: { increment: 1 } } });
      await this.sessions.endAll(viewer.id);
    }
    return { success: true, message: "Logged out successfully!" };
  }

  /**
   * The same answer whether or not the account exists, and whether or not a mail was sent (RESET_MAIL_BACKOFF);
   * only a sha256 of the emailed token is stored.
   */
  async forgotPassword(emailInput: unknown, ip: string): Promise<MessagePayload> {
    const email = validateEmail(emailInput);
    await this.limits.forgotByIp.consume(ip);
    const answerAt = Date.now() + FORGOT_ANSWER_MS;
    const user = await this.deps.prisma.user.findUnique({ where: { email }, select: { id: true, email: true, userName: true } });
    if (user && (await this.backoff.resetMail.take(accountKey(email))).granted) {
      const token = crypto.randomBytes(32).toString("hex");
      await this.deps.prisma.passwordResetToken.create({
        data: { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) },
      });
      // sendResetEmail never rejects; a mail still on its way at answer time finishes in the background.
      await Promise.race([this.sendResetEmail(user, `${this.deps.config.publicUrl}/reset-password/${user.id}/${token}`), delay(Math.max(0, answerAt - Date.now()))]);
    }
    await delay(Math.max(0, answerAt - Date.now()));
    return { success: true, message: RESET_SENT };
  }

  /** Single use: the token is claimed with a conditional update, so two concurrent resets cannot both win. */
  async resetPassword(input: { userId?: unknown; token?: unknown; password?: unknown }, ip: string): Promise<MessagePayload> {
    await this.limits.resetByIp.consume(ip);
    const password = validatePassword(input.password);
    const token = typeof input.token === "string" ? input.token.trim() : "";
    if (!isUuid(input.userId) || !/^[0-9a-f]{64}$/i.test(token)) throw badInput(RESET_INVALID);
    const userId = input.userId;
    const now = new Date();
    const passwordHash = await hashPassword(password);

    const claimed = await this.deps.prisma.$transaction(async (tx) => {
      const { count } = await tx.passwordResetToken.updateMany({
        where: { tokenHash: sha256(token.toLowerCase()), userId, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (count !== 1) return null;
      const { email } = await tx.user.update({ where: { id: userId }, data: { passwordHash, tokenVersion: { increment: 1 } }, select: { email: true } });
      // Any other link still in the user's inbox dies with this one.
      await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
      return email;
    });
    if (!claimed) throw badInput(RESET_INVALID);
    await this.sessions.endAll(userId);
    // The owner proved it through the inbox: sign-in and reset mails are no longer held back.
    await Promise.all([this.backoff.login.reset(accountKey(claimed)), this.backoff.resetMail.reset(accountKey(claimed))]);
    return { success: true, message: "Your password has been reset. Please log in with your new password." };
  }

  /** One mail per hour at most while someone keeps guessing; never awaited by the login (its timing stays the same). */
  private async alertOwner(user: { email: string; userName: string }) {
    try {
      await this.limits.loginAlert.consume(accountKey(user.email));
    } catch {
      return; // already told within the hour
    }
    const forgot = `${this.deps.config.publicUrl}/auth/forgot-password`;
    try {
      await this.deps.mailer.send({
        to: user.email,
        subject: "Repeated failed sign-ins to your account",
        text:
          `Hello ${user.userName},\n\nSomeone has tried several times to sign in to your account with a wrong password. ` +
          `Until the right password is used, sign-ins to your account are slowed down (never blocked).\n\n` +
          `If it was you, you can choose a new password here:\n${forgot}\n\nIf it was not you, your password kept them out; ` +
          `if it is one you use elsewhere, change it.\n`,
        html:
          `<p>Hello ${escapeHtml(user.userName)},</p><p>Someone has tried several times to sign in to your account with a wrong password. ` +
          `Until the right password is used, sign-ins to your account are slowed down (never blocked).</p>` +
          `<p>If it was you, you can <a href="${escapeHtml(forgot)}">choose a new password</a>.</p><p>If it was not you, your password kept them out; if it is one you use elsewhere, change it.</p>`,
      });
    } catch (e) {
      this.deps.logger?.error("Could not send the failed sign-in alert", e);
    }
  }

  private async sendResetEmail(user: { email: string; userName: string }, link: string) {
    try {
      await this.deps.mailer.send({
        to: user.email,
        subject: "Reset your password",
        text: `Hello ${user.userName},\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email: your password stays unchanged.\n`,
        html: `<p>Hello ${escapeHtml(user.userName)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, within one hour).</p><p>If you did not ask for this, ignore this email: your password stays unchanged.</p>`,
      });
    } catch (e) {
      // Answering with an error here would reveal that the account exists.
      this.deps.logger?.error("Could not send the password reset email", e);
    }
  }
}
