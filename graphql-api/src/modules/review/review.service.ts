// Product reviews: pages of a product's reviews, and writing one (1-5 stars and a message), once per buyer and only
// after a paid order of the product, keeping the product's average rating and review count in step (and telling
// webhook subscribers: product.updated).
import type { ServiceDeps } from "../../service-deps.js";
import { requireViewer, type Viewer } from "../../auth/viewer.js";
import { AppError, badInput, conflict, forbidden, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { isUniqueViolation } from "../../db/prisma-errors.js";
import { offsetOf, parsePaging } from "../../paging.js";
import { productRated } from "../webhook/webhook.outbox.js";

export const REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEW_LENGTH = 2000;
const ALREADY_REVIEWED = "You already reviewed this product!";

export interface ReviewView {
  id: string;
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
  createdAt: Date;
}

export interface ReviewPageView {
  items: ReviewView[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ReviewInputData {
  productId: string;
  reviewMessage: unknown;
  reviewValue: unknown;
}

const SELECT = { id: true, productId: true, userId: true, userName: true, reviewMessage: true, reviewValue: true, createdAt: true } as const;

export class ReviewService {
  constructor(private readonly deps: ServiceDeps) {}

  /**
   * One page of a product's reviews, newest first; an unknown product simply has none. Ties on createdAt end on id
   * so the pages never overlap or skip a review.
   */
  async list(productId: string, page?: unknown, pageSize?: unknown): Promise<ReviewPageView> {
    const paging = parsePaging(page, pageSize, REVIEWS_PAGE_SIZE);
    if (!isUuid(productId)) return { items: [], total: 0, ...paging };
    const where = { productId };
    const [items, total] = await Promise.all([
      this.deps.prisma.review.findMany({
        where,
        select: SELECT,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: offsetOf(paging),
        take: paging.pageSize,
      }),
      this.deps.prisma.review.count({ where }),
    ]);
    return { items, total, ...paging };
  }

  /** One review per user and product, only after a paid order containing it; the product's average follows. */
  async add(viewer: Viewer | null, input: ReviewInputData): Promise<ReviewView> {
    const { id: userId } = requireViewer(viewer);
    const { productId, reviewValue } = input ?? ({} as ReviewInputData);
    if (typeof reviewValue !== "number" || !Number.isInteger(reviewValue) || reviewValue < 1 || reviewValue > 5) {
      throw badInput("Please choose a rating from 1 to 5 stars.");
    }
    const reviewMessage = typeof input?.reviewMessage === "string" ? input.reviewMessage.trim() : "";
    if (!reviewMessage) throw badInput("Please write a review before submitting.");
    if (reviewMessage.length > MAX_REVIEW_LENGTH) throw badInput(`A review can be at most ${MAX_REVIEW_LENGTH} characters.`);
    if (!isUuid(productId)) throw notFound("Product not found");

    try {
      return await this.deps.prisma.$transaction(async (tx) => {
        // Locking the product serializes reviews of one product, so each recomputed average sees every review.
        const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id"::text AS "id" FROM "Product" WHERE "id" = ${productId}::uuid FOR UPDATE`;
        if (locked.length === 0) throw notFound("Product not found");
        const existing = await tx.review.findUnique({ where: { productId_userId: { productId, userId } }, select: { id: true } });
        if (existing) throw conflict(ALREADY_REVIEWED);
        const purchased = await tx.order.findFirst({
          where: { userId, paymentStatus: "paid", items: { some: { productId } } },
          select: { id: true },
        });
        if (!purchased) throw forbidden("You need to purchase product to review it.");
        const user = await tx.user.findUnique({ where: { id: userId }, select: { userName: true } });
        if (!user) throw notFound("User not found");

        const review = await tx.review.create({
          data: { productId, userId, userName: user.userName, reviewMessage, reviewValue },
          select: SELECT,
        });
        const stats = await tx.review.aggregate({ where: { productId }, _avg: { reviewValue: true }, _count: { _all: true } });
        await tx.product.update({
          where: { id: productId },
          data: { averageReview: stats._avg.reviewValue ?? 0, reviewCount: stats._count._all },
        });
        // Partners mirroring the catalogue hear of the new rating in this same transaction (the outbox).
        await productRated(tx, productId);
        return review;
      });
    } catch (e) {
      // A double submit racing past the check above still hits the unique index: same answer as the check.
      if (!(e instanceof AppError) && isUniqueViolation(e)) throw conflict(ALREADY_REVIEWED);
      throw e;
    }
  }
}
