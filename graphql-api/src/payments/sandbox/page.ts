/** HTML of the sandbox's pages: self-contained, no scripts (the CSP forbids them), plain forms. */
import { escapeHtml } from "../../html.js";

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f5f7fa; margin: 0; color: #1a1a1a; }
  main { max-width: 420px; margin: 10vh auto; background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 22px; margin: 0 0 4px; color: #003087; }
  .note { color: #666; font-size: 13px; margin: 0 0 24px; }
  .amount { font-size: 32px; font-weight: 700; margin: 8px 0 24px; }
  form { display: inline; }
  button { font-size: 16px; padding: 10px 24px; border-radius: 24px; border: 0; cursor: pointer; margin-right: 8px; }
  .approve { background: #ffc439; color: #003087; font-weight: 700; }
  .cancel { background: #e9ecef; color: #333; }
  .other { background: #fff; color: #003087; border: 1px solid #003087; font-size: 14px; margin: 4px 0; }
`;

function layout(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PayPal Sandbox</title><style>${STYLE}</style></head><body><main><h1>PayPal Sandbox</h1>
<p class="note">A simulated PayPal checkout: no real money moves.</p>${body}</main></body></html>`;
}

/** How the sandbox's capture of an approved payment goes: the payer picks it on the approval page. */
export const CAPTURE_OUTCOMES = ["complete", "pending", "declined"] as const;
export type CaptureOutcome = (typeof CAPTURE_OUTCOMES)[number];

const APPROVE_BUTTONS: Record<CaptureOutcome, string> = {
  complete: "Approve",
  pending: "Pay, PayPal holds it for review",
  declined: "Pay with a card the bank declines",
};

export function approvalPage(p: { token: string; basePath: string; amount: { currency_code: string; value: string }; description: string }): string {
  const token = escapeHtml(p.token);
  const base = escapeHtml(p.basePath);
  const symbol = p.amount.currency_code === "USD" ? "$" : `${escapeHtml(p.amount.currency_code)} `;
  const approve = (outcome: CaptureOutcome) =>
    `<form method="post" action="${base}/checkoutnow/approve"><input type="hidden" name="token" value="${token}"><input type="hidden" name="outcome" value="${outcome}"><button class="${outcome === "complete" ? "approve" : "other"}" type="submit">${APPROVE_BUTTONS[outcome]}</button></form>`;
  return layout(`
<p>${escapeHtml(p.description || "Your order")}</p>
<p class="amount">${symbol}${escapeHtml(p.amount.value)}</p>
${approve("complete")}
<form method="post" action="${base}/checkoutnow/cancel"><input type="hidden" name="token" value="${token}"><button class="cancel" type="submit">Cancel</button></form>
<p class="note">Try the other ways a payment goes:</p>
${approve("pending")}
${approve("declined")}`);
}

export function messagePage(message: string): string {
  return layout(`<p>${escapeHtml(message)}</p>`);
}
