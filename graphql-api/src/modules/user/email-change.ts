// Changing an account's email safely: the current password is required, the new address must confirm by a
// single-use link before it takes effect, both inboxes are told, and ending the account's sessions (logout, password
// reset, disabling) cancels it, so neither a stolen session nor a known password can take the account.
import crypto from "node:crypto";
import type { ServiceDeps } from "../../service-deps.js";
import { verifyPassword } from "../../auth/passwords.js";
import { AttemptLimiter } from "../../auth/rate-limit.js";
import { badInput, conflict } from "../../errors.js";
import { escapeHtml } from "../../html.js";
import { isUniqueViolation } from "../../db/prisma-errors.js";

const LINK_TTL_MS = 60 * 60 * 1000;
// Each request also checks the password: this caps what a stolen session can guess through it.
const REQUESTS_PER_HOUR = 5;

export const EMAIL_CHANGE_SENT = "Profile updated. To change your email, open the link we sent to the new address within one hour.";
export const PASSWORD_NEEDED = "Please enter your current password (currentPassword) to change your email.";
export const PASSWORD_WRONG = "Your current password is incorrect.";
export const EMAIL_LINK_INVALID = "This email confirmation link is invalid or has expired. Please change your email again from your profile.";
export const EMAIL_CHANGED = "Your email address has been changed. Use it to sign in from now on.";
const EMAIL_TAKEN = "That email is already used by another account.";

/** Rolls the claim back: the account's sessions ended between reading the request and moving the email. */
class SessionsEnded extends Error {}

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

interface Account {
  id: string;
  email: string;
  userName: string;
  passwordHash: string;
  /** Sessions signed before this version are revoked; a pending change belongs to the version it was asked in. */
  tokenVersion: number;
}

/**
 * A new email takes effect only once the link sent to it is opened, and asking for one needs the current password:
 * a stolen session alone cannot move the account to another inbox (and from there reset the password). The answer,
 * and what is stored, are the same whether or not another account has the new address; only the mails differ.
 */
export class EmailChanges {
  private readonly limit;

  constructor(private readonly deps: ServiceDeps) {
    this.limit = AttemptLimiter.create(deps.redis ?? null, "email-change", REQUESTS_PER_HOUR, 60 * 60);
  }

  /** Before anything changes: the request is counted, then the password checked. */
  async authorize(account: Account, currentPassword: unknown): Promise<void> {
    if (typeof currentPassword !== "string" || currentPassword === "") throw badInput(PASSWORD_NEEDED);
    await this.limit.consume(account.id);
    if (!(await verifyPassword(account.passwordHash, currentPassword.slice(0, 1024)))) throw badInput(PASSWORD_WRONG);
  }

  /** Records the request (older links die), mails the link to the new address and a notice to the current one. */
  async start(account: Account, newEmail: string): Promise<void> {
    const { prisma } = this.deps;
    const token = crypto.randomBytes(32).toString("hex");
    const now = new Date();
    const taken = await prisma.user.findUnique({ where: { email: newEmail }, select: { id: true } });
    await prisma.$transaction([
      prisma.emailChangeRequest.updateMany({ where: { userId: account.id, usedAt: null }, data: { usedAt: now } }),
      prisma.emailChangeRequest.create({
        data: { userId: account.id, newEmail, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + LINK_TTL_MS), tokenVersion: account.tokenVersion },
      }),
    ]);
    // Not awaited: how long the mail server takes must not tell the caller which mail was sent.
    void this.mailRequest(account, newEmail, taken ? null : `${this.deps.config.publicUrl}/confirm-email/${token}`);
  }

  /** The address waiting for its link to be opened, if any (a change asked before the sessions ended is not). */
  async pending(userId: string): Promise<string | null> {
    const request = await this.deps.prisma.emailChangeRequest.findFirst({
      where: { userId, usedAt: null, expiresAt: { gt: new Date() } },
      orderBy: { createdAt: "desc" },
      select: { newEmail: true, tokenVersion: true, user: { select: { tokenVersion: true } } },
    });
    return request && request.tokenVersion === request.user.tokenVersion ? request.newEmail : null;
  }

  /**
   * Single use, claimed with a conditional update. Opening the link proves the new inbox, so a conflict may be told
   * here. Reset links and other change links, all sent to addresses the account no longer has, die with it. A link
   * asked for before the account's sessions last ended is dead: the owner who resets the password or signs out
   * everywhere, warned by the notice, locks out whoever asked with it.
   */
  async confirm(tokenInput: unknown): Promise<{ success: true; message: string }> {
    const token = typeof tokenInput === "string" ? tokenInput.trim().toLowerCase() : "";
    if (!/^[0-9a-f]{64}$/.test(token)) throw badInput(EMAIL_LINK_INVALID);
    let changed;
    try {
      changed = await this.apply(sha256(token), new Date());
    } catch (e) {
      if (e instanceof SessionsEnded) throw badInput(EMAIL_LINK_INVALID);
      if (isUniqueViolation(e)) throw conflict(EMAIL_TAKEN); // taken between the check and the update
      throw e;
    }
    if (!changed) throw badInput(EMAIL_LINK_INVALID);
    void this.send({
      to: changed.oldEmail,
      subject: "Your email address was changed",
      text: `Hello ${changed.userName},\n\nThe email address of your shop account is now ${changed.newEmail}. This address no longer signs in.\n\nIf you did not make this change, contact us at once.\n`,
    });
    return { success: true, message: EMAIL_CHANGED };
  }

  private apply(tokenHash: string, now: Date) {
    return this.deps.prisma.$transaction(async (tx) => {
      const request = await tx.emailChangeRequest.findUnique({ where: { tokenHash }, include: { user: { select: { email: true, userName: true, tokenVersion: true } } } });
      if (!request || request.tokenVersion !== request.user.tokenVersion) return null;
      const { count } = await tx.emailChangeRequest.updateMany({ where: { id: request.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
      if (count !== 1) return null;
      const owner = await tx.user.findUnique({ where: { email: request.newEmail }, select: { id: true } });
      if (owner && owner.id !== request.userId) throw conflict(EMAIL_TAKEN);
      // Conditional on the sessions' version, so a password reset committed meanwhile wins (PostgreSQL re-checks the row).
      const moved = await tx.user.updateMany({ where: { id: request.userId, tokenVersion: request.tokenVersion }, data: { email: request.newEmail } });
      if (moved.count !== 1) throw new SessionsEnded();
      await tx.emailChangeRequest.updateMany({ where: { userId: request.userId, usedAt: null }, data: { usedAt: now } });
      await tx.passwordResetToken.updateMany({ where: { userId: request.userId, usedAt: null }, data: { usedAt: now } });
      return { oldEmail: request.user.email, newEmail: request.newEmail, userName: request.user.userName };
    });
  }

  private async mailRequest(account: Account, newEmail: string, link: string | null) {
    await this.send({
      to: account.email,
      subject: "A change of your email address was requested",
      text:
        `Hello ${account.userName},\n\nSomeone signed in to your shop account asked to change its email address to ${newEmail}. ` +
        `Nothing changes until the link sent to that address is opened (within one hour).\n\n` +
        `If this was not you, change your password now: whoever asked knows it. Resetting your password (or signing out ` +
        `everywhere) cancels the change.\n`,
    });
    if (link) {
      await this.send({
        to: newEmail,
        subject: "Confirm your new email address",
        text: `Hello ${account.userName},\n\nOpen this link within one hour to make ${newEmail} the email address of your shop account:\n${link}\n\nIf you did not ask for this, ignore this email: nothing changes.\n`,
        html: `<p>Hello ${escapeHtml(account.userName)},</p><p><a href="${escapeHtml(link)}">Confirm ${escapeHtml(newEmail)} as your new email address</a> (the link works once, within one hour).</p><p>If you did not ask for this, ignore this email: nothing changes.</p>`,
      });
    } else {
      await this.send({
        to: newEmail,
        subject: "Someone tried to use your email address",
        text: `Hello,\n\nSomeone signed in to another shop account asked to move it to this address, which already has an account with us. Nothing was changed.\n\nIf it was you, sign in with this address instead (or reset its password from the sign-in page).\n`,
      });
    }
  }

  private async send(message: { to: string; subject: string; text: string; html?: string }) {
    try {
      await this.deps.mailer.send(message);
    } catch (e) {
      this.deps.logger?.error("Could not send an email-change message", e);
    }
  }
}
