// Sign-up, sign-in, password reset and the profile on the REST facade (spec 7, Auth and Profile); login and logout
// also set and clear the httpOnly session cookie for browser clients.
import type { RestDeps } from "./deps.js";
import type { RestRoute } from "./route.js";
import { assertSelf, body, param } from "./input.js";
import { toRest } from "./shape.js";

const ip = (req: { ip?: string }) => req.ip ?? "unknown";

export function authRoutes({ services, session, issueCsrf }: RestDeps): RestRoute[] {
  return [
    {
      method: "post",
      paths: ["/api/auth/register"],
      operation: "register",
      status: 201,
      handler: async ({ req }) => {
        const { userId, ...result } = await services.auth.register(body(req), ip(req));
        await services.cart.registered(userId, req.guestCart);
        return result;
      },
    },
    {
      method: "post",
      paths: ["/api/auth/login"],
      operation: "login",
      handler: async ({ req, res }) => {
        const result = await services.auth.login(body(req), { ip: ip(req), userAgent: req.get("user-agent"), deviceId: session.device(req, res) });
        session.set(res, result.token);
        // The visitor's guest cart joins the account's; the legacy answer keeps its shape (no notices).
        await services.cart.signedIn(result.user.id, req.guestCart);
        return { success: true, message: result.message, token: result.token, user: toRest(result.user), csrfToken: issueCsrf() };
      },
    },
    {
      // The second step of a login answered 401 { step: "SECOND_FACTOR_REQUIRED", ticket }: same answer as login.
      method: "post",
      paths: ["/api/auth/login/code"],
      operation: "verifySignInCode",
      handler: async ({ req, res }) => {
        const b = body(req);
        const result = await services.auth.verifySignInCode({ ticket: b.ticket, code: b.code }, { ip: ip(req), userAgent: req.get("user-agent"), deviceId: session.device(req, res) });
        session.set(res, result.token);
        // The visitor's guest cart joins the account's; the legacy answer keeps its shape (no notices).
        await services.cart.signedIn(result.user.id, req.guestCart);
        return { success: true, message: result.message, token: result.token, user: toRest(result.user), csrfToken: issueCsrf() };
      },
    },
    {
      method: "post",
      paths: ["/api/auth/logout"],
      operation: "logout",
      handler: async ({ res, viewer }) => {
        const result = await services.auth.logout(viewer);
        session.clear(res);
        return result;
      },
    },
    {
      method: "get",
      paths: ["/api/auth/check-auth"],
      operation: "checkAuth",
      handler: async ({ res, viewer }) => {
        res.setHeader("Cache-Control", "no-store, no-cache, must-revalidate, proxy-revalidate");
        res.setHeader("Pragma", "no-cache");
        res.setHeader("Expires", "0");
        const user = await services.users.getProfile(viewer);
        return { success: true, message: "Authenticated user!", user: toRest(user) };
      },
    },
    {
      method: "post",
      paths: ["/api/auth/forgot-password"],
      operation: "forgotPassword",
      handler: ({ req }) => services.auth.forgotPassword(body(req).email, ip(req)),
    },
    {
      method: "post",
      paths: ["/api/auth/reset-password/:id/:token"],
      operation: "resetPassword",
      handler: ({ req }) =>
        services.auth.resetPassword({ userId: param(req, "id"), token: param(req, "token"), password: body(req).password }, ip(req)),
    },
    {
      method: "get",
      paths: ["/api/user/profile", "/user/profile"],
      operation: "profile",
      handler: async ({ viewer }) => {
        const user = toRest(await services.users.getProfile(viewer));
        return { success: true, ...user, user, data: user };
      },
    },
    {
      method: "put",
      paths: ["/api/user/profile", "/user/profile"],
      operation: "updateProfile",
      handler: async ({ req, viewer }) => {
        const b = body(req);
        assertSelf(viewer, b._id); // a client sending its user object back; the userId is checked for every route
        // A new email needs currentPassword (else 400) and answers with the current email and a message saying
        // where the confirmation link went: the spec's shape, nothing added.
        const input = { userName: b.userName, email: b.email, phone: b.phone, currentPassword: b.currentPassword };
        const { user: updated, message } = await services.users.updateProfile(viewer, input);
        const user = toRest(updated);
        return { success: true, message, ...user, user, data: user };
      },
    },
  ];
}
