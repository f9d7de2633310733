/**
 * Dialog.Content props for a dialog that fills the screen on phones and floats on wider screens
 * (Dialog.Root size={{ base: "full", md: ... }}). Chakra's "full" size sets a full-height minimum, no margin and
 * square corners, and the md size undoes none of them: without these the desktop dialog clings to the top edge and
 * stretches to the bottom of the window whatever its content.
 */
export const phoneFullScreenDialogContent = {
  minH: { md: "auto" },
  my: { md: "14" },
  rounded: { md: "l3" },
} as const;
