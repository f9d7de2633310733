/** Text placed in HTML the server writes (pages, mails, the PayPal sandbox): safe in an element or a quoted attribute. */
export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
