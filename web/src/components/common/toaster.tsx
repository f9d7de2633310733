import { createToaster } from "@chakra-ui/react";

// The shop header (ShopLayout, 4rem tall plus its border) is sticky and holds the wishlist, cart and user menu in
// its right corner: notices start just below it instead of hiding those for 5 s.
const BELOW_STICKY_HEADER = "calc(4rem + 1px + 0.5rem)";

/** One notice at a time, top right, 5 seconds (SPEC section 9). Call `toaster.create({ title, description, type })`. */
export const toaster = createToaster({
  placement: "top-end",
  offsets: { top: BELOW_STICKY_HEADER, right: "1rem", bottom: "1rem", left: "1rem" },
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});

// With `max: 1` zag queues every further toast and shows the queue afterwards, 5 s each, so a shopper pressing
// "+" four times then hitting the stock limit sees stale "updated" notices for 20 s. The spec's reading is one
// notice at a time: the newest replaces whatever is showing.
const showOnly = toaster.create;
toaster.create = (data) => {
  toaster.remove();
  return showOnly(data);
};
