import { isPublic, isSignedIn } from "../../auth/rules.js";

export const reviewPermissions = {
  Query: { reviews: isPublic },
  Mutation: { addReview: isSignedIn },
  Review: isPublic,
  ReviewPage: isPublic,
};
