/** The site's name, last in every title. */
export const SITE_NAME = "E-Commerce Shopping";
/** Also in web/index.html, so the page has it before any script runs. */
export const DEFAULT_DESCRIPTION = "Online clothing and accessories shop";

export interface PageMeta {
  title: string;
  description: string;
}

/** Title and meta description per page, by path prefix (the first match wins). */
const PAGES: [prefix: string, meta: PageMeta][] = [
  ["/auth/login", { title: "Sign in", description: "Sign in to your E-Commerce Shopping account to shop clothing, footwear and accessories." }],
  ["/auth/register", { title: "Create account", description: "Create an E-Commerce Shopping account to order clothing, footwear and accessories." }],
  ["/auth/forgot-password", { title: "Forgot password", description: "Get an email to choose a new password for your E-Commerce Shopping account." }],
  ["/reset-password", { title: "Choose a new password", description: "Choose a new password for your E-Commerce Shopping account." }],
  ["/confirm-email", { title: "Confirm email", description: "Confirm the email address of your E-Commerce Shopping account." }],
  ["/shop/home", { title: "Home", description: "New arrivals and offers in men's, women's and kids' clothing, footwear and accessories." }],
  ["/shop/listing", { title: "Products", description: "Browse clothing, footwear and accessories by category and brand, sorted by price or name." }],
  ["/shop/product", { title: "Product", description: "A product of the shop: its sizes, colours, price and reviews." }],
  ["/shop/search", { title: "Search", description: "Search the shop's clothing, footwear and accessories." }],
  ["/shop/checkout", { title: "Checkout", description: "Choose your address and pay for your order." }],
  ["/shop/account", { title: "My account", description: "Your orders, addresses and profile." }],
  ["/shop/wishlist", { title: "Wishlist", description: "The products you saved for later." }],
  ["/shop/paypal-return", { title: "Confirming payment", description: "Your payment is being confirmed." }],
  ["/shop/payment-success", { title: "Payment successful", description: "Your order is paid." }],
  ["/admin/dashboard", { title: "Dashboard", description: "Shop administration: sales, orders and low stock." }],
  ["/admin/features", { title: "Feature images", description: "Shop administration: feature images." }],
  ["/admin/customers", { title: "Customers", description: "Shop administration: customers." }],
  ["/admin/audit-log", { title: "Audit log", description: "Shop administration: who changed what, and when." }],
  ["/admin/products", { title: "Products admin", description: "Shop administration: products." }],
  ["/admin/orders", { title: "Orders admin", description: "Shop administration: orders." }],
  ["/unauth-page", { title: "No access", description: "You don't have access to view this page." }],
];

/** The meta of the page at `pathname`; an unknown path is the not-found page. */
export function pageMeta(pathname: string): PageMeta {
  const found = PAGES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (found) return { ...found[1], title: `${found[1].title} | ${SITE_NAME}` };
  if (pathname === "/") return { title: SITE_NAME, description: DEFAULT_DESCRIPTION };
  return { title: `Page not found | ${SITE_NAME}`, description: DEFAULT_DESCRIPTION };
}
