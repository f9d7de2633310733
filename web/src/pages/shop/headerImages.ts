// The banners across the top of shop pages. build/routeHints.ts names them in the pages' HTML, so the browser loads
// them with the page's code instead of once the page has rendered.
export const ACCOUNT_BANNER = "/images/headers/3.svg";
export const CHECKOUT_BANNER = "/images/headers/2.svg";
