import type { ServiceDeps } from "../../services.js";
import { requireAdmin, type Viewer } from "../../auth/viewer.js";
import { notFound } from "../../errors.js";
import { validateImageUrl } from "../upload/image-url.js";
import { uuidOrNone } from "../../ids.js";

export class FeatureService {
  constructor(private readonly deps: ServiceDeps) {}

  list() {
    return this.deps.prisma.featureImage.findMany({ orderBy: { createdAt: "asc" }, take: 100 });
  }

  add(viewer: Viewer | null, image: unknown) {
    requireAdmin(viewer);
    return this.deps.prisma.featureImage.create({ data: { image: validateImageUrl(image) } });
  }

  async delete(viewer: Viewer | null, id: string) {
    requireAdmin(viewer);
    const { count } = await this.deps.prisma.featureImage.deleteMany({ where: { id: uuidOrNone(id) } });
    if (count === 0) throw notFound("Feature image not found.");
    return id;
  }
}
