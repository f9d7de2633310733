// Boot stage 3 (main.tsx): the rest of the UI libraries the app starts with (Chakra's theme and components) and the
// app's theme.
export { createAppSystem } from "../theme/system";
