/**
 * The demo-payments note's element id: the shop's server draws the note in the pages it serves (outside the app's
 * root, graphql-api/src/web-page.ts), and the app looks for it there before drawing its own.
 */
export const DEMO_NOTE_ID = "demo-payments-note";
