import { Box, Button, chakra, Float, IconButton, useSlotRecipe, VisuallyHidden, type ButtonProps } from "@chakra-ui/react";
import { FaBars, FaShoppingCart, FaSort } from "react-icons/fa";

// The buttons that open the header's and the listing's menus and drawers. They are their own light module so a page
// can show them before the widgets' code has loaded (components/common/deferred.tsx).

export function CartButton({ count, ...rest }: ButtonProps & { count: number }) {
  return (
    <IconButton aria-label={`Cart, ${count} items`} variant="outline" size="sm" position="relative" overflow="visible" {...rest}>
      <FaShoppingCart />
      {count > 0 && (
        <Float placement="top-end">
          <Box
            aria-hidden
            data-testid="cart-count"
            bg="red.600"
            color="white"
            fontSize="xs"
            fontWeight="bold"
            minW="5"
            h="5"
            px="1"
            rounded="full"
            textAlign="center"
            lineHeight="1.25rem" // a token number here would multiply the font size and push the digits out of the badge
          >
            {count}
          </Box>
        </Float>
      )}
    </IconButton>
  );
}

export function UserMenuButton({ userName, ...rest }: ButtonProps & { userName: string | undefined }) {
  return (
    // Named by hidden text, not aria-label: a label that differs from the visible initials confuses voice control.
    <Button variant="ghost" size="sm" p="0" rounded="full" {...rest}>
      <VisuallyHidden>User menu</VisuallyHidden>
      <Initials name={userName ?? "?"} />
    </Button>
  );
}

/**
 * Chakra's Avatar with only its initials, in its own styles (the avatar recipe, size sm). The Avatar component brings
 * Zag's image-loading state machine and runtime (about 8 kB of gzipped JavaScript on every shop page's first load)
 * for a picture the app never shows.
 */
function Initials({ name }: { name: string }) {
  const styles = useSlotRecipe({ key: "avatar" })({ size: "sm" });
  return (
    <chakra.span css={styles.root} colorPalette="gray" aria-hidden>
      <chakra.span css={styles.fallback}>{initials(name)}</chakra.span>
    </chakra.span>
  );
}

/** The first letters of the first and last names, as Avatar.Fallback shows them. */
function initials(name: string) {
  const names = name.trim().split(" ");
  const first = names[0] ?? "";
  const last = names.length > 1 ? names[names.length - 1]! : "";
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

export function MobileMenuButton(props: ButtonProps) {
  return (
    <IconButton aria-label="Open menu" variant="outline" size="sm" hideFrom="lg" {...props}>
      <FaBars />
    </IconButton>
  );
}

export function SortButton(props: ButtonProps) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <FaSort aria-hidden />
      Sort by
    </Button>
  );
}
