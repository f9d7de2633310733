// A user's own account: who is signed in, the profile (name, phone, and starting an email change), and creating a
// user only when the email is new (safe to repeat); never exposes the password hash or token version.
import type { ServiceDeps } from "../../service-deps.js";
import type { Prisma } from "../../db/database.js";
import type { Role } from "../../generated/prisma/client.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { hashPassword } from "../../auth/passwords.js";
import { notFound } from "../../errors.js";
import { isUniqueViolation } from "../../db/prisma-errors.js";
import { normalizeEmail, validateEmail, validatePhone, validateUserName } from "./user.validation.js";
import { EMAIL_CHANGE_SENT, EmailChanges } from "./email-change.js";

/** What the APIs may show of a user: never the password hash or token version. */
export interface PublicUser {
  id: string;
  userName: string;
  email: string;
  phone: string;
  role: Role;
}

export const publicUserSelect = { id: true, userName: true, email: true, phone: true, role: true } as const;


/**
 * Creates the user unless one with that email exists (then leaves it untouched): safe to run on every start.
 * Returns the user and whether it was created now.
 */
export async function ensureUser(
  prisma: Prisma,
  input: { email: string; password: string; userName: string; role?: Role },
): Promise<{ user: PublicUser; created: boolean }> {
  const email = normalizeEmail(input.email);
  const existing = await prisma.user.findUnique({ where: { email }, select: publicUserSelect });
  if (existing) return { user: existing, created: false };
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await prisma.user.create({
      data: { email, userName: input.userName, passwordHash, role: input.role ?? "user" },
      select: publicUserSelect,
    });
    return { user, created: true };
  } catch (e) {
    // Another process seeding at the same moment won the race: theirs is as good as ours.
    if (!isUniqueViolation(e)) throw e;
    const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: publicUserSelect });
    return { user, created: false };
  }
}

export const PROFILE_UPDATED = "Profile updated successfully!";

export interface ProfileInputValues {
  userName?: unknown;
  email?: unknown;
  phone?: unknown;
  /** Needed only when the email changes. */
  currentPassword?: unknown;
}

export class UserService {
  private readonly emailChanges;

  constructor(private readonly deps: ServiceDeps) {
    this.emailChanges = new EmailChanges(deps);
  }

  /** The signed-in user, or null for anonymous callers (and for a user deleted since the token was issued). */
  me(viewer: Viewer | null): Promise<PublicUser | null> {
    if (!viewer) return Promise.resolve(null);
    return this.deps.prisma.user.findUnique({ where: { id: viewer.id }, select: publicUserSelect });
  }

  async getProfile(viewer: Viewer | null): Promise<PublicUser> {
    const user = await this.me(requireViewer(viewer));
    if (!user) throw notFound("User not found.");
    return user;
  }

  /**
   * Name and phone change at once. A different email needs the current password and only starts a change
   * (EmailChanges): the account keeps its email until the link sent to the new one is opened. A refused request
   * changes nothing.
   */
  async updateProfile(viewer: Viewer | null, input: ProfileInputValues): Promise<{ user: PublicUser; message: string }> {
    const v = requireViewer(viewer);
    const userName = validateUserName(input.userName);
    const email = validateEmail(input.email);
    // A legacy client that leaves the phone out keeps the stored one; "" removes it.
    const phone = input.phone === undefined || input.phone === null ? undefined : validatePhone(input.phone);
    const account = await this.deps.prisma.user.findUnique({ where: { id: v.id }, select: { id: true, email: true, userName: true, passwordHash: true, tokenVersion: true } });
    if (!account) throw notFound("User not found.");
    const changesEmail = email !== account.email;
    if (changesEmail) await this.emailChanges.authorize(account, input.currentPassword);
    const user = await this.deps.prisma.user.update({ where: { id: v.id }, data: { userName, phone }, select: publicUserSelect });
    if (!changesEmail) return { user, message: PROFILE_UPDATED };
    await this.emailChanges.start({ ...account, userName }, email);
    return { user, message: EMAIL_CHANGE_SENT };
  }

  /** The new email of a change waiting for its link, if any (shown only to the account's owner). */
  pendingEmail(userId: string): Promise<string | null> {
    return this.emailChanges.pending(userId);
  }

  confirmEmailChange(token: unknown) {
    return this.emailChanges.confirm(token);
  }
}
