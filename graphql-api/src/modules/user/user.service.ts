import type { ServiceDeps } from "../../services.js";
import type { Prisma } from "../../db/database.js";
import type { Role } from "../../generated/prisma/client.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { hashPassword } from "../../auth/passwords.js";
import { conflict, notFound } from "../../errors.js";
import { normalizeEmail, validateEmail, validatePhone, validateUserName } from "./user.validation.js";

/** What the APIs may show of a user: never the password hash or token version. */
export interface PublicUser {
  id: string;
  userName: string;
  email: string;
  phone: string;
  role: Role;
}

export const publicUserSelect = { id: true, userName: true, email: true, phone: true, role: true } as const;

export const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "P2002";

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

export class UserService {
  constructor(private readonly deps: ServiceDeps) {}

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

  async updateProfile(viewer: Viewer | null, input: { userName?: unknown; email?: unknown; phone?: unknown }): Promise<PublicUser> {
    const v = requireViewer(viewer);
    const data = {
      userName: validateUserName(input.userName),
      email: validateEmail(input.email),
      // A legacy client that leaves the phone out keeps the stored one; "" removes it.
      phone: input.phone === undefined || input.phone === null ? undefined : validatePhone(input.phone),
    };
    const taken = await this.deps.prisma.user.findFirst({ where: { email: data.email, NOT: { id: v.id } }, select: { id: true } });
    if (taken) throw conflict("That email is already used by another account.");
    try {
      return await this.deps.prisma.user.update({ where: { id: v.id }, data, select: publicUserSelect });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict("That email is already used by another account.");
      if ((e as { code?: string }).code === "P2025") throw notFound("User not found.");
      throw e;
    }
  }
}
