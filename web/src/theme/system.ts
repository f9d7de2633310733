import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from "@chakra-ui/react";
import { MERGED_CONFIG } from "./mergedConfig";
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
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
  breadcrumb: breadcrumbSlotRecipe,
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

// The app has no dark mode (nothing sets Chakra's `dark` class), so each semantic colour and shadow keeps only its
// light value: createSystem makes one token of it instead of two (its light and its dark variant; 553 -> 470 tokens,
// about 12% less of its work), and the global stylesheet has no `.dark` variables nobody reads (42.9 -> 37.5 kB).
type TokenTree = { [key: string]: unknown };
function lightOnly<T extends TokenTree>(tokens: T): T {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, node]) => {
      if (!node || typeof node !== "object") return [key, node];
      const { value } = node as { value?: unknown };
      if (value === undefined) return [key, lightOnly(node as TokenTree)];
      const light = value && typeof value === "object" && "_light" in value ? (value as { _light: unknown })._light : value;
      return [key, { ...node, value: light }];
    }),
  ) as T;
}

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
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors!) }),
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
    // The home page's banners (components/shop/BannerCarousel.tsx).
    keyframes: {
      "banner-in": { from: { opacity: 0, transform: "translateX(60px)" }, to: { opacity: 1, transform: "translateX(0)" } },
      "banner-out": { from: { opacity: 1, transform: "translateX(0)" }, to: { opacity: 0, transform: "translateX(-60px)" } },
    },
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

/**
 * The app's Chakra system. Building it is the longest single piece of the app's start-up (every token turned into a
 * CSS variable and lookups): start.tsx builds it in a task of its own, between loading the modules and the first render.
 */
export function createAppSystem(): SystemContext {
  return createSystem(defaultBaseConfig, themeConfig, appConfig);
}

/** What the build's createSystem has beside it (build/chakraSystemInTasks.ts): its work, paused once its tokens are built. */
type SystemSteps = { inSteps?: (config: object) => Generator<void, SystemContext> };

/**
 * The same system in three tasks: the configs merged (a deep copy of every token and recipe), then its tokens, then
 * its style functions (the build's Chakra takes the merged config as it is and pauses after the tokens). On a slow
 * phone each is a third of one long task. Unedited (dev, tests) Chakra builds it in one task after the merge.
 */
export async function createAppSystemInTasks(nextTask: () => Promise<void>): Promise<SystemContext> {
  const config = Object.assign(mergeConfigs(defaultBaseConfig, themeConfig, appConfig), { [Symbol.for(MERGED_CONFIG)]: true });
  await nextTask();
  const inSteps = (createSystem as SystemSteps).inSteps;
  if (!inSteps) return createSystem(config);
  const steps = inSteps(config);
  let step = steps.next();
  while (!step.done) {
    await nextTask();
    step = steps.next();
  }
  return step.value;
}

/** A system built when this module loads, for the build's static pages and the tests; the app builds its own. */
export const system = /* @__PURE__ */ createAppSystem();
