import { isOwner, isPublic } from "../../auth/rules.js";

export const userPermissions = {
  Query: { me: isPublic },
  Mutation: {
    register: isPublic,
    login: isPublic,
    // Like POST /api/auth/logout: a caller whose session already ended (expired or revoked token) still gets its
    // cookie cleared and a success, instead of an error for wanting what it already has.
    logout: isPublic,
    forgotPassword: isPublic,
    resetPassword: isPublic,
    updateProfile: isOwner,
    // The emailed link is the credential, as for resetPassword: it may be opened in a signed-out browser.
    confirmEmailChange: isPublic,
  },
  User: isPublic,
  AuthPayload: isPublic,
  MessagePayload: isPublic,
};
