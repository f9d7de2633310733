// A user's address book: at most three saved delivery addresses, counted safely under concurrent adds; another
// user's address is indistinguishable from one that does not exist.
import type { ServiceDeps } from "../../service-deps.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { badInput, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { validateAddress } from "./address.validation.js";

export const MAX_ADDRESSES = 3;
const NOT_FOUND = "Address not found";

export interface AddressView {
  id: string;
  userId: string;
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
  /** Null: the shop's country and region (what tax applies, pricing.service.ts). */
  country: string | null;
  region: string | null;
}

const SELECT = { id: true, userId: true, address: true, city: true, pincode: true, phone: true, notes: true, country: true, region: true } as const;

export class AddressService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The viewer's saved addresses, oldest first (at most 3). */
  list(viewer: Viewer | null): Promise<AddressView[]> {
    const { id: userId } = requireViewer(viewer);
    return this.deps.prisma.address.findMany({ where: { userId }, select: SELECT, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  }

  async add(viewer: Viewer | null, input: unknown): Promise<AddressView> {
    const { id: userId } = requireViewer(viewer);
    const data = validateAddress(input);
    return this.deps.prisma.$transaction(async (tx) => {
      // Locking the user row makes concurrent adds by one user count one after another, so a 4th can never slip in.
      const users = await tx.$queryRaw<{ id: string }[]>`SELECT "id"::text AS "id" FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
      if (users.length === 0) throw notFound("User not found");
      const count = await tx.address.count({ where: { userId } });
      if (count >= MAX_ADDRESSES) throw badInput(`You can add max ${MAX_ADDRESSES} addresses`);
      return tx.address.create({ data: { ...data, userId }, select: SELECT });
    });
  }

  /** Someone else's address id answers NOT_FOUND, exactly like an id that does not exist. */
  async update(viewer: Viewer | null, id: string, input: unknown): Promise<AddressView> {
    const { id: userId } = requireViewer(viewer);
    if (!isUuid(id)) throw notFound(NOT_FOUND);
    const data = validateAddress(input);
    const { count } = await this.deps.prisma.address.updateMany({ where: { id, userId }, data });
    if (count === 0) throw notFound(NOT_FOUND);
    const updated = await this.deps.prisma.address.findFirst({ where: { id, userId }, select: SELECT });
    if (!updated) throw notFound(NOT_FOUND);
    return updated;
  }

  async delete(viewer: Viewer | null, id: string): Promise<string> {
    const { id: userId } = requireViewer(viewer);
    if (!isUuid(id)) throw notFound(NOT_FOUND);
    const { count } = await this.deps.prisma.address.deleteMany({ where: { id, userId } });
    if (count === 0) throw notFound(NOT_FOUND);
    return id;
  }
}
