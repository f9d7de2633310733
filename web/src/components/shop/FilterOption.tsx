import { useId } from "react";
import { chakra } from "@chakra-ui/react";

/**
 * One value of a filter group: a native checkbox, its name and how many products it would list. The listing shows a
 * dozen or more of these; Chakra's Checkbox made each one five styled parts and a state machine, the largest share of
 * the panel's work while a phone hydrates the page (and of the server's render). The look stays Chakra's (its tokens).
 */
const Row = chakra("label", {
  base: {
    display: "flex",
    alignItems: "center",
    gap: "2",
    fontSize: "sm",
    cursor: "pointer",
    "& > input": { boxSize: "4", margin: "0", accentColor: "fg", cursor: "pointer", flexShrink: "0" },
    "& > [data-count]": { fontSize: "xs", color: "fg.muted", marginInlineStart: "auto" },
  },
});

export function FilterOption({ label, checked, count, onToggle }: { label: string; checked: boolean; count: number | undefined; onToggle: () => void }) {
  const labelId = useId();
  return (
    <Row>
      {/* Named by its value only: the count beside it is not part of the box's name. */}
      <input type="checkbox" checked={checked} onChange={onToggle} aria-labelledby={labelId} />
      <span id={labelId}>{label}</span>
      {count === undefined ? null : (
        <span data-count="" data-testid="facet-count">
          {count}
        </span>
      )}
    </Row>
  );
}
