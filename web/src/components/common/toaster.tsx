import { createToaster } from "@chakra-ui/react";

/** One notice at a time, top right, 5 seconds (SPEC section 9). Call `toaster.create({ title, description, type })`. */
export const toaster = createToaster({
  placement: "top-end",
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
