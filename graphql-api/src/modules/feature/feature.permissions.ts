import { isAdmin, isPublic } from "../../auth/rules.js";

export const featurePermissions = {
  Query: { featureImages: isPublic },
  Mutation: { addFeatureImage: isAdmin, deleteFeatureImage: isAdmin },
  FeatureImage: isPublic,
};
