// Boot stage 2 (main.tsx): Chakra's styling engine (emotion, its CSS functions).
export { createSystem, mergeConfigs } from "@chakra-ui/react";
