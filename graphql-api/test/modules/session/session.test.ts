import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { readOutbox } from "../../../src/mail/mailer.js";
import { deviceLabel, placeOf } from "../../../src/modules/session/device.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SESSIONS = `{ mySessions { id device place method current } }`;

/** A password sign-in on REST from a browser: its token and its cookies. */
async function signIn(user: { email: string; password: string }, cookie = "") {
  const res = await fetch(`${t.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": FIREFOX, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const body = (await res.json()) as { token: string };
  const device = res.headers.getSetCookie().find((c) => c.startsWith("device="))?.split(";")[0] ?? cookie;
  return { token: body.token, device };
}

describe("device and place", () => {
  it("names the browser and system, and the country of a public address", () => {
    expect(deviceLabel(FIREFOX)).toBe("Firefox 128 on Linux");
    expect(deviceLabel("")).toBe("Unknown device");
    expect(placeOf("8.8.8.8")).toBe("United States");
    expect(placeOf("192.168.1.20")).toBe("Local network");
  });
});

describe("sessions", () => {
  it("lists each sign-in; one is signed out by id (its token stops at once), or all the others", async () => {
    const user = await createUser(t);
    const [laptop, phone] = [await signIn(user), await signIn(user)];
    const listed = (await t.gql(SESSIONS, {}, laptop.token)).data.mySessions as { id: string; device: string; method: string; current: boolean }[];
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.find((s) => s.current)).toMatchObject({ device: "Firefox 128 on Linux", method: "Password" });

    const phoneSession = listed.find((s) => !s.current && s.device.startsWith("Firefox"))!;
    const other = await createUser(t);
    expect(errorOf(await t.gql(`mutation($id: ID!) { signOutSession(id: $id) { id } }`, { id: phoneSession.id }, other.token))?.code).toBe("NOT_FOUND");
    await t.gql(`mutation($id: ID!) { signOutSession(id: $id) { id } }`, { id: phoneSession.id }, laptop.token);
    expect((await t.gql(`{ me { id } }`, {}, phone.token)).data.me).toBeNull();
    expect((await t.gql(`{ me { id } }`, {}, laptop.token)).data.me).toEqual({ id: user.id });

    const left = (await t.gql(`mutation { signOutOtherSessions { id current } }`, {}, laptop.token)).data.signOutOtherSessions;
    expect(left).toEqual([{ id: expect.any(String), current: true }]);
    expect((await t.gql(`{ me { id } }`, {}, user.token)).data.me).toBeNull();
    expect((await t.gql(`{ me { id } }`, {}, laptop.token)).data.me).toEqual({ id: user.id });
  });

  it("mails an admin signing in from a device not seen before, once per device", async () => {
    const admin = await createUser(t, { role: "admin" });
    const notices = () => readOutbox(t.config.outboxDir).filter((m) => m.to === admin.email && m.subject === "New sign-in to your admin account");
    const first = await signIn(admin);
    await expect.poll(() => notices().length).toBe(1);
    expect(notices()[0]!.text).toContain("Firefox 128 on Linux");
    await signIn(admin, first.device);
    await signIn(admin);
    await expect.poll(() => notices().length).toBe(2);
  });
});
