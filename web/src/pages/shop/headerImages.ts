// The banners across the top of shop pages.
export const ACCOUNT_BANNER = "/images/headers/3.svg";
export const CHECKOUT_BANNER = "/images/headers/2.svg";
