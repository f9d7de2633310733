import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, renderWithProviders } from "../../test/render";
import GalleryEditor, { GalleryQuery, SetImagesMutation } from "./GalleryEditor";
import { moved } from "./galleryDraft";

afterEach(() => vi.unstubAllGlobals());

const pic = (url: string, alt: string, colour = "") => ({ __typename: "ProductImage" as const, url, alt, colour, width: null, height: null, placeholder: null });
const galleryMock = {
  request: { query: GalleryQuery, variables: { id: "p1" } },
  result: { data: { product: { __typename: "Product", id: "p1", title: "Tee", colours: ["Red", "Blue"], images: [{ __typename: "ProductImage", url: "/images/products/tee.svg", alt: "Tee", colour: "" }] } } },
};

describe("the product panel's pictures", () => {
  it("uploads several at once, needs alt text for each, reorders from the keyboard, and saves them in that order", async () => {
    const user = userEvent.setup();
    const urls = ["/uploads/a.jpg", "/uploads/b.jpg"];
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ success: true, result: { url: urls.shift() } }), { status: 200 })));
    const saved = [
      { url: "/uploads/b.jpg", alt: "Blue, folded", colour: "Blue" },
      { url: "/images/products/tee.svg", alt: "Tee", colour: "" },
      { url: "/uploads/a.jpg", alt: "Red, on a model", colour: "" },
    ];
    const save = vi.fn(() => ({ data: { setProductImages: { __typename: "Product", id: "p1", image: "/uploads/b.jpg", images: saved.map((s) => pic(s.url, s.alt, s.colour)) } } }));
    renderWithProviders(<GalleryEditor productId="p1" />, { session: { user: adminUser }, mocks: [galleryMock, { request: { query: SetImagesMutation, variables: { productId: "p1", images: saved } }, result: save }] });

    const files = ["a.jpg", "b.jpg"].map((name) => new File(["x"], name, { type: "image/jpeg" }));
    await user.upload(await screen.findByLabelText("Add pictures"), files);
    const list = await screen.findByRole("list", { name: "Pictures in order" });
    expect(await within(list).findByLabelText("Alt text of picture 3")).toBeInTheDocument();
    expect(screen.getByText("Picture 2 needs alt text before saving.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save pictures" })).toBeDisabled();

    await user.type(screen.getByLabelText("Alt text of picture 2"), "Red, on a model");
    await user.type(screen.getByLabelText("Alt text of picture 3"), "Blue, folded");
    await user.selectOptions(screen.getByLabelText("Colour of picture 3"), "Blue");
    // The keyboard's way to reorder: the move buttons, twice up for the third picture.
    screen.getByRole("button", { name: "Move picture 3 up" }).focus();
    await user.keyboard("{Enter}");
    screen.getByRole("button", { name: "Move picture 2 up" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("Alt text of picture 1")).toHaveValue("Blue, folded");

    await user.click(screen.getByRole("button", { name: "Save pictures" }));
    expect(await screen.findByText("Pictures saved")).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe("moved", () => {
  it("moves one item and keeps the others in order; an out-of-range move changes nothing", () => {
    expect(moved(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moved(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moved(["a", "b"], 1, 5)).toEqual(["a", "b"]);
  });
});
