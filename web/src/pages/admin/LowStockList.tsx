import { Badge, Card, Heading, Link, Skeleton, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router";
import { formatDate } from "../../components/common/format";
import { variantDescription } from "../../components/common/variantText";
import { LowStockQuery } from "./documents";

/** Variants at or below the shop's low-stock threshold (size / colour named), each linking to its product's edit form. */
export function LowStockList() {
  const { data, loading, error } = useQuery(LowStockQuery, { fetchPolicy: "cache-and-network" });
  const items = data?.lowStock.items ?? [];
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Low stock{data ? ` (${data.lowStock.threshold} or fewer)` : ""}
        </Heading>
      </Card.Header>
      <Card.Body>
        {error ? (
          <Text color="fg.error">Could not load the low-stock list.</Text>
        ) : loading && !data ? (
          <Skeleton height="24" />
        ) : items.length === 0 ? (
          <Text color="fg.muted">Nothing is running low.</Text>
        ) : (
          <Table.Root size="sm" aria-label="Low stock">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Product</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Stock</Table.ColumnHeader>
                <Table.ColumnHeader>Last sold</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((p) => (
                // One row per low variant: a product can have several.
                <Table.Row key={p.variantId ?? p.productId}>
                  <Table.Cell>
                    <Link asChild colorPalette="blue">
                      <RouterLink to={`/admin/products?edit=${encodeURIComponent(p.productId)}`}>{p.title}</RouterLink>
                    </Link>
                    {variantDescription(p) && (
                      <Text fontSize="xs" color="fg.muted">
                        {variantDescription(p)}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Badge colorPalette={p.totalStock === 0 ? "red" : "orange"}>{p.totalStock === 0 ? "Out of stock" : p.totalStock}</Badge>
                  </Table.Cell>
                  <Table.Cell>{p.lastSoldAt ? formatDate(p.lastSoldAt) : "Never"}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
