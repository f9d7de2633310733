// Pages' first paint as static HTML, rendered by the build (web/build/routeHints.ts) from the app's own components, so
// a phone paints them with the HTML instead of after the app's code has loaded and run: a visitor's sign-in page, the
// picture across the top of a shopper's home and account pages, and the listing's frame and first picture (below the
// storefront's header, build/shopHeaderShell.ts). The app's first render replaces them; e2e/shell.spec.ts holds each
// to the app's. The demo-payments note is drawn here too, but stays: the app has nothing to add to it.
// Never bundled into the app.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { ChakraProvider } from "@chakra-ui/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { system } from "./theme/system";
import { SessionContext, type Session } from "./session/context";
import AuthLayout from "./pages/auth/AuthLayout";
import Login from "./pages/auth/Login";
import { BannerCarousel } from "./components/shop/BannerCarousel";
import { AccountBanner } from "./components/shop/PageBanner";
import { ListingFrame, ProductCount } from "./components/shop/ListingFrame";
import { FiltersFrame } from "./components/shop/FiltersPanel";
import { SortButton } from "./components/shop/headerTriggers";
import { ProductGridFrame } from "./components/shop/ProductGrid";
import { ProductCardFrame, ProductPicture } from "./components/shop/ProductCard";
import { LISTING_SLOTS } from "./components/shop/listingServed";
import { DemoPaymentsNote } from "./components/common/DemoPaymentsNote";

export const LOGIN_PATH = "/auth/login";

// The page as a visitor sees it; nothing on it can act before the app replaces it (see `inert` below).
const visitor: Session = {
  isAuthenticated: false,
  isLoading: false,
  user: null,
  login: () => Promise.reject(new Error("the static sign-in page cannot sign in")),
  signedIn: () => Promise.resolve(),
  logout: () => Promise.resolve(),
};

// ChakraProvider's global styles: the page links them as the build's stylesheet (build/chakraGlobalCss.ts).
const GLOBAL_STYLES = /<style data-emotion="css-global [^"]*">.*?<\/style>/gs;
// React's preload of each image it renders: the page's head preloads the route's images (build/routeHints.ts).
const IMAGE_PRELOADS = /<link rel="preload" as="image"[^>]*>/g;

/**
 * The markup with each element's styles before it (emotion's server output; the app's emotion moves them into the
 * head when it starts, and does not insert them again). `inert`: nothing on it works before the app runs (a form
 * could not submit, what a visitor typed would be lost when the app replaces it), so it takes no focus or click.
 */
function staticHtml(node: ReactNode): string {
  return `<div data-shell inert>${markup(node)}</div>`;
}

function markup(node: ReactNode): string {
  return renderToString(<ChakraProvider value={system}>{node}</ChakraProvider>).replace(GLOBAL_STYLES, "").replace(IMAGE_PRELOADS, "");
}

/**
 * The demo-payments note, which the server draws outside the app's root in every page of a shop whose payments are a
 * demo: shown from the first paint and kept while the app runs (components/common/DemoPayments.tsx then draws none).
 * It takes no click or focus, so it needs no app to work.
 */
export function demoPaymentsNote(): string {
  return markup(<DemoPaymentsNote />);
}

export function loginShell(): string {
  return staticHtml(
    <SessionContext.Provider value={visitor}>
      <MemoryRouter initialEntries={[LOGIN_PATH]}>
        <Routes>
          <Route path="/auth" element={<AuthLayout />}>
            <Route path="login" element={<Login />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

/** Shop route -> what its page shows first under the header: the largest image of its first screen. */
export function pageTopShells(): Record<string, string> {
  return {
    // The carousel with its first banner (the lazy animated slide's fallback: the same image, not animated).
    "/shop/home": staticHtml(<BannerCarousel />),
    "/shop/account": staticHtml(<AccountBanner />),
  };
}

/**
 * Shop route -> its page top drawn from the page's served answers (servedQueries.ts firstPaint): the server fills the
 * slots. The listing: its frame (the filters folded or as an empty sidebar, the heading, the count and the sort) and
 * the first card's picture, its largest element; the card's text and the other cards come with the app.
 */
export function servedPageTops(): Record<string, string> {
  const none = () => {};
  return {
    "/shop/listing": staticHtml(
      <ListingFrame
        filters={<FiltersFrame active={0} open={false} onToggleOpen={none} groupsId="filter-groups" />}
        count={<ProductCount count={LISTING_SLOTS.total} />}
        sort={<SortButton onClick={none} />}
      >
        <ProductGridFrame>
          <ProductCardFrame>
            <ProductPicture src={LISTING_SLOTS.image} alt={LISTING_SLOTS.title} />
          </ProductCardFrame>
        </ProductGridFrame>
      </ListingFrame>,
    ),
  };
}
