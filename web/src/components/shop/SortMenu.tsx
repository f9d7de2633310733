import { Menu, Portal } from "@chakra-ui/react";
import { SORT_OPTIONS, type SortId } from "../common/catalog";
import type { OpenableProps } from "../common/deferred";
import { SortButton } from "./headerTriggers";

export interface SortMenuProps {
  value: SortId;
  onChange: (value: SortId) => void;
}

export function SortMenu({ value, onChange, defaultOpen }: SortMenuProps & OpenableProps) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }} defaultOpen={defaultOpen} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <SortButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.RadioItemGroup value={value} onValueChange={(e) => onChange(e.value as SortId)}>
              {SORT_OPTIONS.map((option) => (
                <Menu.RadioItem key={option.id} value={option.id}>
                  {option.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
