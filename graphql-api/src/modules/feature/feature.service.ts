// The homepage's feature images: a validated image URL each, at most 100 in all (enforced even under concurrent adds).
import type { ServiceDeps } from "../../service-deps.js";
import { badInput, notFound } from "../../errors.js";
import { validateImageUrl } from "../upload/image-url.js";
import { uuidOrNone } from "../../ids.js";

/** The home grid lists every feature image in one answer, so their number is bounded where they are added. */
export const MAX_FEATURE_IMAGES = 100;

export class FeatureService {
  constructor(private readonly deps: ServiceDeps) {}

  list() {
    return this.deps.prisma.featureImage.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: MAX_FEATURE_IMAGES });
  }

  add(image: unknown) {
    const url = validateImageUrl(image);
    return this.deps.prisma.$transaction(async (tx) => {
      // Adds wait for each other (reads do not), so two concurrent adds cannot both take the last place.
      await tx.$executeRaw`LOCK TABLE "FeatureImage" IN SHARE ROW EXCLUSIVE MODE`;
      if ((await tx.featureImage.count()) >= MAX_FEATURE_IMAGES) {
        throw badInput(`The home page shows at most ${MAX_FEATURE_IMAGES} feature images: delete one before adding another.`);
      }
      return tx.featureImage.create({ data: { image: url } });
    });
  }

  async delete(id: string) {
    const { count } = await this.deps.prisma.featureImage.deleteMany({ where: { id: uuidOrNone(id) } });
    if (count === 0) throw notFound("Feature image not found.");
    return id;
  }
}
