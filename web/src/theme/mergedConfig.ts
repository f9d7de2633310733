/** The mark theme/system.ts puts on a Chakra config it has merged itself (build/chakraSystemInTasks.ts reads it). */
export const MERGED_CONFIG = "shop.chakra.mergedConfig";
