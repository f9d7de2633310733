import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

// Chakra's defaultConfig carries the recipes of every component it ships (~20 kB gzip in the entry chunk). This is
// the same theme (tokens, semantic tokens, global css, text/layer/animation styles) with only the recipes of the
// components the app uses. Using a Chakra component whose recipe is missing renders it unstyled: system.test.ts
// fails when a newly imported component's recipe is not listed here.
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioCard: radioCardSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/** The colour palettes the app and Chakra's recipes use; system.test.ts fails when a source names another one. */
export const PALETTES = ["gray", "red", "orange", "yellow", "green", "blue"];
const UNUSED_PALETTES = ["teal", "cyan", "purple", "pink"];

// Every palette costs start-up work (createSystem turns each shade and semantic colour into tokens and CSS variables,
// the largest part of the app's first script run): the unused ones are left out.
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

// Mirrors Chakra's defaultThemeConfig, minus the recipes nobody renders and the unused palettes.
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors!) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors!) },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const appConfig = defineConfig({
  globalCss: {
    "html, body": { minHeight: "100%", bg: "bg", color: "fg" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, themeConfig, appConfig);
