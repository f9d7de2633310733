// Boot stage 2 (main.tsx): the UI libraries the app starts with (Chakra and what it builds on) and the app's theme.
export { createAppSystem } from "../theme/system";
