/** Session storage key holding the order being paid while the browser visits the payment provider. */
export const CURRENT_ORDER_KEY = "currentOrderId";
