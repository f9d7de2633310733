import { describe, expect, it } from "vitest";
import { PALETTES, createAppSystemInTasks, system } from "./system";
import { chakraGlobalCssRules } from "../../build/chakraGlobalCss";

// The recipes each Chakra import needs (system.ts keeps only these). Names without a recipe map to [].
const RECIPES: Record<string, string[]> = {
  Alert: ["alert"], Avatar: ["avatar"], Badge: ["badge"], Breadcrumb: ["breadcrumb"], Button: ["button"], ButtonGroup: ["button"],
  Card: ["card"], Checkbox: ["checkbox", "checkmark"], CloseButton: ["button"], Container: ["container"],
  Dialog: ["dialog"], Drawer: ["drawer"], Field: ["field"], Heading: ["heading"], Icon: ["icon"],
  IconButton: ["button"], Input: ["input"], InputAddon: ["inputAddon"], InputGroup: ["inputAddon"], Link: ["link"],
  Menu: ["menu"], NativeSelect: ["nativeSelect"], RadioCard: ["radioCard"], Separator: ["separator"], Skeleton: ["skeleton"],
  SkeletonText: ["skeleton"], Spinner: ["spinner"], Table: ["table"], Tabs: ["tabs"], Textarea: ["textarea"],
  Toast: ["toast"], Toaster: ["toast"],
  Box: [], Center: [], Flex: [], Float: [], Grid: [], GridItem: [], HStack: [], VStack: [], Stack: [], SimpleGrid: [],
  Image: [], Portal: [], Text: [], VisuallyHidden: [], Pagination: [], Spacer: [], Wrap: [], chakra: [],
  ChakraProvider: [], createSystem: [], createToaster: [], defineConfig: [], defaultBaseConfig: [], mergeConfigs: [],
  useBreakpointValue: [], useDisclosure: [], HTMLChakraProps: [], BoxProps: [], ButtonProps: [], StackProps: [],
  SystemContext: [],
  // Hooks that take a recipe's key: the keys they are given are checked below.
  useRecipe: [], useSlotRecipe: [],
};

// Every source file of the app as text (the generated gql folder has no Chakra imports).
const sources = import.meta.glob(["../**/*.{ts,tsx}", "!../gql/**"], { query: "?raw", import: "default", eager: true });

function chakraImports(): Set<string> {
  const found = new Set<string>();
  for (const source of Object.values(sources) as string[])
    for (const m of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g))
      for (const name of m[1]!.split(",")) {
        const clean = name.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]!;
        if (clean) found.add(clean);
      }
  return found;
}

describe("Chakra system", () => {
  it("has the recipe of every Chakra component the app imports", () => {
    const used = [...chakraImports()];
    expect(used).toContain("Button");
    const unknown = used.filter((name) => !(name in RECIPES));
    expect(unknown, "add these to RECIPES here, and their recipes to theme/system.ts").toEqual([]);
    const missing = [...new Set(used.flatMap((name) => RECIPES[name]!))].filter((key) => !system.hasRecipe(key));
    expect(missing, "add these recipes to theme/system.ts").toEqual([]);
  });

  it("has every recipe a source styles itself with by key (useRecipe, useSlotRecipe)", () => {
    const keys = new Set<string>();
    for (const source of Object.values(sources) as string[])
      for (const m of source.matchAll(/use(?:Slot)?Recipe\(\{\s*key:\s*"(\w+)"/g)) keys.add(m[1]!);
    expect(keys).toContain("avatar");
    expect([...keys].filter((key) => !system.hasRecipe(key)), "add these recipes to theme/system.ts").toEqual([]);
  });
});

describe("colour palettes", () => {
  it("has every palette a source names, and only those are loaded", () => {
    const named = new Set<string>();
    for (const source of Object.values(sources) as string[]) {
      for (const m of source.matchAll(/colorPalette=\{?"([a-z][a-zA-Z]*)"/g)) named.add(m[1]!);
      for (const m of source.matchAll(/"([a-z][a-zA-Z]*)\.(?:\d{2,3}|solid|subtle|muted|emphasized|contrast|fg|focusRing)"/g)) named.add(m[1]!);
    }
    const colors = [...named].filter((name) => !["colorPalette", "bg", "fg", "border", "black", "white", "whiteAlpha", "blackAlpha"].includes(name));
    expect(colors).toContain("red");
    expect(colors.filter((name) => !PALETTES.includes(name)), "add these to PALETTES in theme/system.ts").toEqual([]);
    for (const palette of PALETTES) expect(system.token(`colors.${palette}.500`), palette).toMatch(/^#/);
    expect(system.token("colors.purple.500", "missing")).toBe("missing");
  });
});

describe("light theme only", () => {
  // Nothing in the app sets Chakra's `dark` class: a semantic colour's dark value could never show.
  it("semantic colours and shadows are their light values, with no dark variants in the global styles", () => {
    const css = chakraGlobalCssRules(system).join("\n");
    expect(css).toContain("--chakra-colors-bg:var(--chakra-colors-white);");
    expect(css).toContain("--chakra-colors-fg:var(--chakra-colors-black);");
    expect(css).toContain("--chakra-colors-red-solid:var(--chakra-colors-red-600);");
    expect(css.match(/--chakra-colors-bg:/g)).toHaveLength(1);
    expect(css).not.toContain(".dark");
  });
});

describe("the system built in two tasks (start.tsx)", () => {
  it("is the system built at once: the same tokens, recipes and styles", async () => {
    let breaks = 0;
    const inTasks = await createAppSystemInTasks(async () => void breaks++);
    expect(breaks).toBe(1);
    expect(inTasks.token("colors.red.500")).toBe(system.token("colors.red.500"));
    expect(inTasks.tokens.cssVarMap).toEqual(system.tokens.cssVarMap);
    expect(Object.keys(inTasks._config.theme?.recipes ?? {})).toEqual(Object.keys(system._config.theme?.recipes ?? {}));
    const styles = { bg: "red.500", px: "4", _hover: { color: "fg.muted" }, md: { fontSize: "lg" } };
    expect(inTasks.css(styles)).toEqual(system.css(styles));
  });
});

