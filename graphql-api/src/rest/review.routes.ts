// Product reviews on the REST facade (spec 7, Reviews). The body's userName is ignored: the service signs a review
// with the account's own name. Legacy clients expect every review in one answer, so a list asked for without `limit`
// gets the largest page the service allows.
import type { RestDeps } from "./deps.js";
import type { RestRoute } from "./route.js";
import { body, paging, param, requiredId } from "./input.js";
import { toRest } from "./shape.js";

export function reviewRoutes({ services }: RestDeps): RestRoute[] {
  return [
    {
      method: "post",
      paths: ["/api/shop/review/add"],
      operation: "addReview",
      status: 201,
      handler: async ({ req, viewer }) => {
        const b = body(req);
        const review = await services.reviews.add(viewer, {
          productId: requiredId(b.productId, "productId"),
          reviewMessage: b.reviewMessage,
          reviewValue: b.reviewValue,
        });
        return { success: true, message: "Review added successfully!", data: toRest(review) };
      },
    },
    {
      method: "get",
      paths: ["/api/shop/review/:productId"],
      operation: "reviews",
      handler: async ({ req }) => {
        const { page, limit } = paging(req);
        const reviews = await services.reviews.list(param(req, "productId"), page, limit);
        return { success: true, data: toRest(reviews.items) };
      },
    },
  ];
}
