// Sessions: one row per sign-in, named by its token (sid). The account lists its own (device, approximate place, last
// seen) and signs out one of them or all the others; a new admin sign-in from a device not seen before mails the admin.
import crypto from "node:crypto";
import type { ServiceDeps } from "../../service-deps.js";
import { notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { deviceLabel, placeOf } from "./device.js";

/** Where a sign-in comes from, as its request tells. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The browser's device cookie (random, long-lived); absent for clients that keep no cookies. */
  deviceId?: string;
}

export type SignInMethod = "password" | "password+code" | "passkey";

export interface SessionView {
  id: string;
  device: string;
  place: string;
  method: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session this request is made in. */
  current: boolean;
}

/** Sessions listed at most (the most recently seen): a list with a known length, whatever a script signed in. */
const LISTED = 50;
const sha256 = (s: string) => crypto.createHash("sha256").update(s).digest("hex");
const METHOD_LABELS: Record<string, string> = { password: "Password", "password+code": "Password and code", passkey: "Passkey" };

export class SessionService {
  constructor(private readonly deps: ServiceDeps) {}

  /** A new session for a finished sign-in: its id goes into the token. */
  async start(user: { id: string; role: string; email: string; userName: string; tokenVersion: number }, client: ClientInfo, method: SignInMethod): Promise<string> {
    const { prisma, config } = this.deps;
    const now = new Date();
    // The account's dead sessions (expired, or ended by a logout everywhere) go as a new one starts.
    await prisma.session.deleteMany({ where: { userId: user.id, OR: [{ expiresAt: { lt: now } }, { tokenVersion: { not: user.tokenVersion } }] } });
    const userAgent = (client.userAgent ?? "").slice(0, 300);
    const session = await prisma.session.create({
      data: {
        userId: user.id,
        tokenVersion: user.tokenVersion,
        method,
        userAgent,
        ip: client.ip.slice(0, 64),
        place: placeOf(client.ip),
        expiresAt: new Date(now.getTime() + config.tokenTtlSeconds * 1000),
      },
    });
    if (user.role === "admin") await this.noticeNewDevice(user, client, session.place);
    return session.id;
  }

  /** The account's live sessions, most recently seen first. */
  async list(userId: string, currentId: string | undefined): Promise<SessionView[]> {
    const { tokenVersion } = await this.deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { tokenVersion: true } });
    const rows = await this.deps.prisma.session.findMany({
      where: { userId, tokenVersion, expiresAt: { gt: new Date() } },
      orderBy: [{ lastSeenAt: "desc" }, { id: "asc" }],
      take: LISTED,
    });
    return rows.map((s) => ({
      id: s.id,
      device: deviceLabel(s.userAgent),
      place: s.place || "Unknown",
      method: METHOD_LABELS[s.method] ?? s.method,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      current: s.id === currentId,
    }));
  }

  /** Signs one of the account's sessions out (its token stops working at once); someone else's is NOT_FOUND. */
  async signOut(userId: string, sessionId: unknown, currentId: string | undefined): Promise<SessionView[]> {
    const { count } = isUuid(sessionId) ? await this.deps.prisma.session.deleteMany({ where: { id: sessionId, userId } }) : { count: 0 };
    if (count === 0) throw notFound("Session not found");
    return this.list(userId, currentId);
  }

  /** Signs every other session of the account out; this one stays. */
  async signOutOthers(userId: string, currentId: string | undefined): Promise<SessionView[]> {
    await this.deps.prisma.session.deleteMany({ where: { userId, ...(currentId ? { id: { not: currentId } } : {}) } });
    return this.list(userId, currentId);
  }

  /** Ends every session of the account (logout everywhere, password reset). */
  async endAll(userId: string): Promise<void> {
    await this.deps.prisma.session.deleteMany({ where: { userId } });
  }

  /**
   * An admin's sign-in from a device the shop has not seen them on (no device cookie, or one not on record) mails
   * them: an admin account is one password away from the whole business. Never throws.
   */
  private async noticeNewDevice(user: { id: string; email: string; userName: string }, client: ClientInfo, place: string) {
    try {
      const deviceHash = client.deviceId ? sha256(`device:${client.deviceId}`) : null;
      if (deviceHash) {
        const known = await this.deps.prisma.knownDevice.findUnique({ where: { userId_deviceHash: { userId: user.id, deviceHash } } });
        if (known) return;
        await this.deps.prisma.knownDevice.create({ data: { userId: user.id, deviceHash } }).catch(() => undefined);
      }
      const device = deviceLabel(client.userAgent ?? "");
      const where = place ? `${place} (${client.ip})` : client.ip;
      await this.deps.mailer.send({
        to: user.email,
        subject: "New sign-in to your admin account",
        text:
          `Hello ${user.userName},\n\nYour admin account was signed in to from a device it had not been used on before:\n\n` +
          `Device: ${device}\nFrom: ${where}\nAt: ${new Date().toISOString()}\n\n` +
          `If it was you, there is nothing to do. If not, sign that session out on your account page and change your password:\n${this.deps.config.publicUrl}/shop/account\n`,
      });
    } catch (e) {
      this.deps.logger?.error("Could not send the new-device notice", e);
    }
  }
}
