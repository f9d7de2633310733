// The homepage feature images on the REST facade (spec 7, Feature images, plus older clients' POST /api/common/feature/add).
import type { RestDeps } from "./deps.js";
import type { RestRoute } from "./route.js";
import { body, param } from "./input.js";
import { toRest } from "./shape.js";

export function featureRoutes({ services }: RestDeps): RestRoute[] {
  return [
    {
      method: "get",
      paths: ["/api/common/feature/get"],
      operation: "featureImages",
      handler: async () => ({ success: true, data: toRest(await services.features.list()) }),
    },
    {
      method: "post",
      paths: ["/api/common/feature", "/api/common/feature/add"],
      operation: "addFeatureImage",
      status: 201,
      handler: async ({ req, viewer }) => ({ success: true, data: toRest(await services.features.add(body(req).image)) }),
    },
    {
      method: "delete",
      paths: ["/api/common/feature/:id"],
      operation: "deleteFeatureImage",
      handler: async ({ req, viewer }) => {
        const id = await services.features.delete(param(req, "id"));
        return { success: true, message: "Feature image deleted successfully", data: { id, _id: id } };
      },
    },
  ];
}
