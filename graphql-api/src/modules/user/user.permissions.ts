import { isOwner, isPublic, isSignedIn } from "../../auth/rules.js";

export const userPermissions = {
  Query: { me: isPublic },
  Mutation: {
    register: isPublic,
    login: isPublic,
    logout: isSignedIn,
    forgotPassword: isPublic,
    resetPassword: isPublic,
    updateProfile: isOwner,
  },
  User: isPublic,
  AuthPayload: isPublic,
  MessagePayload: isPublic,
};
