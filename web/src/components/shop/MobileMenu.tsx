import { useState } from "react";
import { Button, CloseButton, Drawer, Portal, Stack } from "@chakra-ui/react";
import type { OpenableProps } from "../common/deferred";
import { MobileMenuButton } from "./headerTriggers";
import { useMenuItems, useMenuNavigation } from "./menu";

/** Below the lg breakpoint: the categories in a side panel. */
export function MobileMenu({ defaultOpen = false }: OpenableProps) {
  const [open, setOpen] = useState(defaultOpen);
  const goTo = useMenuNavigation();
  const menuItems = useMenuItems();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <MobileMenuButton />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Categories" gap="1">
                {menuItems.map((item) => (
                  <Button
                    key={item.id}
                    variant="ghost"
                    justifyContent="flex-start"
                    onClick={() => {
                      setOpen(false);
                      goTo(item);
                    }}
                  >
                    {item.label}
                  </Button>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
