import type { RestDeps } from "./deps.js";
import type { RestRoute } from "./route.js";
import { body, param } from "./input.js";
import { toRest } from "./shape.js";

/** Spec 7, Feature images (plus the older clients' POST /api/common/feature/add). */
export function featureRoutes({ services }: RestDeps): RestRoute[] {
  return [
    {
      method: "get",
      paths: ["/api/common/feature/get"],
      auth: "public",
      handler: async () => ({ success: true, data: toRest(await services.features.list()) }),
    },
    {
      method: "post",
      paths: ["/api/common/feature", "/api/common/feature/add"],
      auth: "admin",
      status: 201,
      handler: async ({ req, viewer }) => ({ success: true, data: toRest(await services.features.add(viewer, body(req).image)) }),
    },
    {
      method: "delete",
      paths: ["/api/common/feature/:id"],
      auth: "admin",
      handler: async ({ req, viewer }) => {
        const id = await services.features.delete(viewer, param(req, "id"));
        return { success: true, message: "Feature image deleted successfully", data: { id, _id: id } };
      },
    },
  ];
}
