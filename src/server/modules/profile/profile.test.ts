import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, user } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("profile", () => {
  it("is only for signed-in users", async () => {
    const response = await t.client().get("/api/me/profile");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("reads and saves names and phone, keeping the account name in step", async () => {
    const { agent, user: created } = await t.signedInClient({ firstName: "Omar", lastName: "Haddad" });
    expect(await (await agent.get("/api/me/profile")).json()).toEqual({
      email: created.email,
      firstName: "Omar",
      lastName: "Haddad",
      phone: null,
      shippingAddress: null,
    });
    const saved = await agent.patch("/api/me/profile", {
      firstName: " Omar ",
      lastName: "Al-Haddad",
      phone: "+965 5555 1234",
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ lastName: "Al-Haddad", phone: "+965 5555 1234" });
    const [row] = await t.db.select().from(user).where(eq(user.id, created.id));
    expect(row?.name).toBe("Omar Al-Haddad");
    const [profile] = await t.db.select().from(customers).where(eq(customers.userId, created.id));
    expect(profile?.phone).toBe("+965 5555 1234");
  });

  it("refuses an empty name and a bad phone with clear messages", async () => {
    const { agent } = await t.signedInClient();
    const empty = await agent.patch("/api/me/profile", { firstName: "", lastName: "X" });
    expect(await empty.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Please fill in all fields",
    });
    const phone = await agent.patch("/api/me/profile", { firstName: "A", lastName: "B", phone: "call me" });
    expect(await phone.json()).toMatchObject({ message: "Please enter a valid phone number" });
  });
});
