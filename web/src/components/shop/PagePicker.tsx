import { useState } from "react";
import { ButtonGroup, IconButton, Pagination } from "@chakra-ui/react";
import { FaChevronLeft, FaChevronRight } from "react-icons/fa";

export { PRODUCT_PAGE_SIZE } from "./listingQueries";

/** The page shown for a query: back to 1 whenever the query's key (its filters, sort or keyword) changes. */
export function usePageOf(key: string | null): [number, (page: number) => void] {
  const [paging, setPaging] = useState({ key, page: 1 });
  return [paging.key === key ? paging.page : 1, (page) => setPaging({ key, page })];
}

/** Page numbers for a paginated list; hidden when everything fits on one page. */
export function PagePicker({ total, pageSize, page, onPageChange }: { total: number; pageSize: number; page: number; onPageChange: (page: number) => void }) {
  if (total <= pageSize) return null;
  return (
    <Pagination.Root count={total} pageSize={pageSize} page={page} onPageChange={(e) => onPageChange(e.page)}>
      <ButtonGroup variant="ghost" size="sm" wrap="wrap" justifyContent="center" w="full">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label="Previous page">
            <FaChevronLeft />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items render={(p) => <IconButton variant={{ base: "ghost", _selected: "outline" }}>{p.value}</IconButton>} />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label="Next page">
            <FaChevronRight />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
