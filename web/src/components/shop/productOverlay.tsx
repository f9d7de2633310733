// A product opened from a card (listing, search, home, wishlist) is shown in its dialog over the page, with its own
// address, /shop/product/<slug>, in the address bar: shared or reloaded, that address is the product's page. The page
// under the dialog stays what it was (the routes render the "background" location the card was opened from), so Back
// closes the dialog and leaves the shopper on the same page of the listing, at the same place, with nothing reloaded.
import { createContext, useCallback, useContext, type ReactNode } from "react";
import { useLocation, useNavigate, type Location } from "react-router";

interface OverlayState {
  /** Where the card was opened: the routes keep rendering it under the dialog. */
  background: Location;
  /** The product the dialog shows. */
  productId: string;
}

const isOverlayState = (state: unknown): state is OverlayState =>
  typeof state === "object" && state !== null && "background" in state && "productId" in state;

/** The product whose dialog is open over the page, or null. */
const OverlayContext = createContext<string | null>(null);

/**
 * The location the routes render (the background while a product's dialog is open) and, around them, which product the
 * dialog shows. A product's address opened any other way (typed, shared, reloaded) carries no state: its page.
 */
export function useRoutedLocation(): { location: Location; wrap: (routes: ReactNode) => ReactNode } {
  const location = useLocation();
  const overlay = isOverlayState(location.state) ? location.state : null;
  return {
    location: overlay?.background ?? location,
    wrap: (routes) => <OverlayContext.Provider value={overlay?.productId ?? null}>{routes}</OverlayContext.Provider>,
  };
}

/** The open product's id, and opening (a new history entry at the product's address) and closing (Back) its dialog. */
export function useProductOverlay() {
  const openId = useContext(OverlayContext);
  const navigate = useNavigate();
  // Inside the routes, the location is the page under the dialog.
  const here = useLocation();
  const open = useCallback(
    (product: { id: string; slug: string }) => {
      const state: OverlayState = { background: here, productId: product.id };
      navigate(`/shop/product/${encodeURIComponent(product.slug)}`, { state, replace: openId !== null });
    },
    [navigate, here, openId],
  );
  const close = useCallback(() => navigate(-1), [navigate]);
  return { openId, open, close };
}
