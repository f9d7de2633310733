import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestServer } from "../support/harness.js";
import { readOutbox } from "../../src/mail/mailer.js";
import { startRestSuite, type RestClient } from "../support/rest-client.js";

let t: TestServer, api: RestClient;
beforeAll(async () => ({ t, api } = await startRestSuite({})));
afterAll(() => t?.close());

/** name=value pairs of the Set-Cookie headers. */
const cookiesOf = (headers: Headers) =>
  Object.fromEntries(headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]));

describe("POST /api/auth/register", () => {
  it("creates the account (201) without signing in", async () => {
    const res = await api.post("/api/auth/register", { userName: "Ann", email: "ann@example.test", password: "password123" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: "You Have Registered Successfully !" });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await t.db.prisma.user.count({ where: { email: "ann@example.test" } })).toBe(1);
  });
  it("refuses a duplicate email (409) and a short password (400)", async () => {
    const dup = await api.post("/api/auth/register", { userName: "Ann", email: "ann@example.test", password: "password123" });
    expect(dup.status).toBe(409);
    expect(dup.body.success).toBe(false);
    const short = await api.post("/api/auth/register", { userName: "Bo", email: "bo@example.test", password: "x" });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/at least 8/);
  });
});

describe("POST /api/auth/login", () => {
  it("answers success, message, token, user (with _id) and csrfToken, and sets the httpOnly cookie", async () => {
    const u = await createUser(t);
    const res = await api.post("/api/auth/login", { email: u.email, password: u.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String), token: expect.any(String), csrfToken: expect.any(String) });
    expect(res.body.user).toEqual({ id: u.id, _id: u.id, userName: u.userName, email: u.email, phone: "", role: "user" });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookiesOf(res.headers).token).toBe(res.body.token);
  });
  it("refuses a wrong password with 401 and the same message as an unknown email", async () => {
    const u = await createUser(t);
    const wrong = await api.post("/api/auth/login", { email: u.email, password: "not-the-password" });
    const unknown = await api.post("/api/auth/login", { email: "nobody@example.test", password: "whatever123" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: "Incorrect email or password." });
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe("GET /api/auth/check-auth", () => {
  it("answers success and the user, with no-cache headers", async () => {
    const u = await createUser(t);
    const res = await api.get("/api/auth/check-auth", u.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { _id: u.id, id: u.id, email: u.email, userName: u.userName, role: "user" } });
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
  });
  it("takes the Authorization scheme in any case, as HTTP says", async () => {
    const u = await createUser(t);
    for (const scheme of ["bearer", "BEARER"]) {
      const res = await api.get("/api/auth/check-auth", undefined, { authorization: `${scheme} ${u.token}` });
      expect([scheme, res.status]).toEqual([scheme, 200]);
    }
    expect((await api.get("/api/auth/check-auth", undefined, { authorization: `Basic ${u.token}` })).status).toBe(401);
  });
  it("answers 401 when not signed in or with a bad token", async () => {
    expect((await api.get("/api/auth/check-auth")).status).toBe(401);
    const bad = await api.get("/api/auth/check-auth", "not-a-token");
    expect(bad.status).toBe(401);
    expect(bad.body.success).toBe(false);
  });
});

describe("cookie sessions (browser clients)", () => {
  it("login sets the cookie; cookie writes from another site are refused, from the shop's page need no header; logout clears the cookie", async () => {
    const u = await createUser(t);
    const login = await api.post("/api/auth/login", { email: u.email, password: u.password });
    const cookie = `token=${cookiesOf(login.headers).token}`;
    const profile = { userName: "Cookie Person", email: u.email, phone: "12345" };
    const crossSite = { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const sameOrigin = { cookie, origin: t.url, "sec-fetch-site": "same-origin" };

    const read = await api.call("GET", "/api/auth/check-auth", { headers: crossSite });
    expect(read.status).toBe(200);

    const refused = await api.call("PUT", "/user/profile", { body: profile, headers: crossSite });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/another site \(https:\/\/evil\.example\)/) });
    const refusedApi = await api.call("PUT", "/api/user/profile", { body: profile, headers: crossSite });
    expect(refusedApi.status).toBe(403);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).userName).toBe(u.userName);

    const ok = await api.call("PUT", "/user/profile", { body: profile, headers: sameOrigin });
    expect(ok.status).toBe(200);
    expect(ok.body.userName).toBe("Cookie Person");

    const out = await api.call("POST", "/api/auth/logout", { body: {}, headers: sameOrigin });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true });
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith("token="));
    expect(cleared).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/i);
    // The old cookie no longer authenticates (logout revokes the user's tokens).
    expect((await api.call("GET", "/api/auth/check-auth", { headers: { cookie } })).status).toBe(401);
  });
  it("lets an anonymous caller log out (nothing to revoke) and still clears the cookie", async () => {
    const res = await api.post("/api/auth/logout");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("token=;"))).toBe(true);
  });
});

describe("forgot and reset password", () => {
  it("sends a reset link (200) and resets once with it", async () => {
    const u = await createUser(t);
    const forgot = await api.post("/api/auth/forgot-password", { email: u.email });
    expect(forgot.status).toBe(200);
    expect(forgot.body.success).toBe(true);
    // The mail may finish after the answer (it never holds it up): wait for it as its reader would.
    await expect.poll(() => readOutbox(t.config.outboxDir).filter((m) => m.to === u.email).length).toBe(1);
    const mail = readOutbox(t.config.outboxDir).find((m) => m.to === u.email)!;
    const [, id, token] = mail.text.match(/\/reset-password\/([0-9a-f-]{36})\/([0-9a-f]{64})/)!;
    const reset = await api.post(`/api/auth/reset-password/${id}/${token}`, { password: "brand-new-pass" });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ success: true, message: expect.any(String) });
    const again = await api.post(`/api/auth/reset-password/${id}/${token}`, { password: "another-pass-1" });
    expect(again.status).toBe(400);
    const login = await api.post("/api/auth/login", { email: u.email, password: "brand-new-pass" });
    expect(login.status).toBe(200);
  });
  it("refuses a malformed email (400) and a bogus link (400)", async () => {
    expect((await api.post("/api/auth/forgot-password", { email: "not-an-email" })).status).toBe(400);
    const bogus = await api.post("/api/auth/reset-password/nope/nope", { password: "whatever-123" });
    expect(bogus.status).toBe(400);
    expect(bogus.body.message).toMatch(/invalid or has expired/);
  });
});

describe("profile (/user/profile and /api/user/profile)", () => {
  it("reads userName, email and phone on both paths", async () => {
    const u = await createUser(t);
    for (const path of ["/user/profile", "/api/user/profile"]) {
      const res = await api.get(path, u.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, _id: u.id, userName: u.userName, email: u.email, phone: "" });
    }
  });
  it("updates the caller's own profile", async () => {
    const u = await createUser(t);
    const res = await api.put("/api/user/profile", { userName: "New Name", email: u.email, phone: "0123456789" }, u.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, userName: "New Name", phone: "0123456789" });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).phone).toBe("0123456789");
  });
  it("answers 401 to anonymous callers on both paths", async () => {
    expect((await api.get("/user/profile")).status).toBe(401);
    expect((await api.put("/user/profile", { userName: "x", email: "x@example.test" })).status).toBe(401);
  });
  it("refuses a bad phone (400), and a new email without the current password (400), changing nothing", async () => {
    const u = await createUser(t);
    const bad = await api.put("/user/profile", { userName: "X", email: u.email, phone: "12ab" }, u.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/digits only/);
    // A legacy client knows no password field: it is told what to send, and nothing changes (name included).
    const legacy = await api.put("/user/profile", { userName: "X", email: "elsewhere@example.test", phone: "" }, u.token);
    expect(legacy.status).toBe(400);
    expect(legacy.body).toEqual({ success: false, message: "Please enter your current password (currentPassword) to change your email." });
    const row = await t.db.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect({ userName: row.userName, email: row.email }).toEqual({ userName: u.userName, email: u.email });
  });
  it("with currentPassword, keeps the legacy shape and the current email until the link is opened", async () => {
    const u = await createUser(t);
    const res = await api.put("/api/user/profile", { userName: "Moving", email: "Moved@Example.TEST", phone: "1", currentPassword: u.password }, u.token);
    expect(res.status).toBe(200);
    const user = { id: u.id, _id: u.id, userName: "Moving", email: u.email, phone: "1", role: "user" };
    expect(res.body).toEqual({ success: true, message: expect.stringMatching(/open the link we sent to the new address/), ...user, user, data: user });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).email).toBe(u.email);
  });
  it("keeps the stored phone when a client leaves it out, takes it as a number, and refuses other types", async () => {
    const u = await createUser(t);
    const phoneOf = async () => (await t.db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).phone;
    expect((await api.put("/user/profile", { userName: "P", email: u.email, phone: 5551234567 }, u.token)).status).toBe(200);
    expect(await phoneOf()).toBe("5551234567");

    expect((await api.put("/user/profile", { userName: "Q", email: u.email }, u.token)).status).toBe(200);
    expect(await phoneOf()).toBe("5551234567");

    for (const phone of [["x"], { n: 1 }, true, -5, 1.5]) {
      const res = await api.put("/user/profile", { userName: "R", email: u.email, phone }, u.token);
      expect(res.status, JSON.stringify(phone)).toBe(400);
      expect(res.body.message).toBe("Phone must contain digits only, at most 10.");
    }
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect([stored.userName, stored.phone]).toEqual(["Q", "5551234567"]);
  });
  it("refuses another user's userId in the body with 403, changing nothing", async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const res = await api.put("/user/profile", { userId: other.id, userName: "Not Me", email: u.email, phone: "" }, u.token);
    expect([res.status, res.body.message]).toEqual([403, "You can only access your own data."]);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).userName).toBe(u.userName);
    expect((await api.put("/user/profile", { _id: u.id, userName: "Me Again", email: u.email }, u.token)).status).toBe(200);
  });
  it("refuses a body that is not an object with 400", async () => {
    const u = await createUser(t);
    const res = await api.call("PUT", "/user/profile", { body: "[1,2]", token: u.token });
    expect(res.status).toBe(400);
  });
});
