import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { errorCode, errorMessage } from "./errors";
import { fieldErrors } from "./fieldErrors";

const graphqlErrors = (...errors: { message: string; extensions?: { code: string; fields?: unknown } }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });
const serverError = (statusCode: number, bodyText: string) =>
  new ServerError("Response not successful", { response: new Response(bodyText, { status: statusCode }), bodyText });

describe("errorMessage", () => {
  it("shows the server's words for a coded error meant for the user", () => {
    expect(errorMessage(graphqlErrors({ message: "Only 2 left in stock.", extensions: { code: "CONFLICT" } }), "fallback")).toBe("Only 2 left in stock.");
    expect(errorMessage(graphqlErrors({ message: "Too many attempts.", extensions: { code: "TOO_MANY_REQUESTS" } }), "fallback")).toBe("Too many attempts.");
  });

  it("falls back for a server fault or an uncoded error", () => {
    expect(errorMessage(graphqlErrors({ message: "Something went wrong on our side.", extensions: { code: "INTERNAL_SERVER_ERROR" } }), "Try again")).toBe("Try again");
    expect(errorMessage(graphqlErrors({ message: "Cannot query field" }), "Try again")).toBe("Try again");
  });

  it("reads a 4xx body, GraphQL or REST, and ignores 5xx and non-JSON bodies", () => {
    expect(errorMessage(serverError(429, JSON.stringify({ errors: [{ message: "Slow down.", extensions: { code: "TOO_MANY_REQUESTS" } }] })), "x")).toBe("Slow down.");
    expect(errorMessage(serverError(403, JSON.stringify({ success: false, message: "Not allowed here." })), "x")).toBe("Not allowed here.");
    expect(errorMessage(serverError(502, JSON.stringify({ message: "upstream details" })), "x")).toBe("x");
    expect(errorMessage(serverError(400, "<html>proxy</html>"), "x")).toBe("x");
  });

  it("falls back for a network failure", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), "Check your connection")).toBe("Check your connection");
  });
});

describe("coded errors and per-field messages", () => {
  it("shows CHOOSE_VARIANT's words and tells its code", () => {
    const error = graphqlErrors({ message: "Please choose a size", extensions: { code: "CHOOSE_VARIANT" } });
    expect(errorMessage(error, "x")).toBe("Please choose a size");
    expect(errorCode(error)).toBe("CHOOSE_VARIANT");
    expect(errorCode(new TypeError("Failed to fetch"))).toBeNull();
  });

  it("reads the refused fields of a form, ignoring malformed entries", () => {
    const fields = [{ path: "variants.1.sku", message: "SKU ABC is already used" }, { path: 3 }, null];
    const error = graphqlErrors({ message: "SKU ABC is already used", extensions: { code: "BAD_USER_INPUT", fields } });
    expect(fieldErrors(error)).toEqual([{ path: "variants.1.sku", message: "SKU ABC is already used" }]);
    expect(fieldErrors(graphqlErrors({ message: "x", extensions: { code: "BAD_USER_INPUT" } }))).toEqual([]);
  });
});
