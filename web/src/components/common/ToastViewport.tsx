import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from "@chakra-ui/react";
import { toaster } from "./toaster";

// The notices' view, apart from the `toaster` store so its code can load after the first render (App.tsx): notices
// created before it mounts wait in the store and show when it does.
export const Toaster = () => (
  <Portal>
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
      {(toast) => (
        // Clicks on a notice go through to what it covers (the header's cart, a side panel's close button) instead
        // of being swallowed for 5 s; only its own close button still takes them.
        <Toast.Root width={{ md: "sm" }} style={{ pointerEvents: "none" }}>
          {toast.type === "loading" ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
          {toast.closable && <Toast.CloseTrigger style={{ pointerEvents: "auto" }} />}
        </Toast.Root>
      )}
    </ChakraToaster>
  </Portal>
);

// The store travels with the view: the app shell subscribes to it once this chunk has loaded (Notices.tsx), so
// Zag's toast code stays out of the entry chunk.
export { toaster };
