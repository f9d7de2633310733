import { Badge, Card, Heading, Link, Skeleton, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router";
import { formatDate } from "../../components/common/format";
import { LowStockQuery } from "./documents";

/** Products at or below the shop's low-stock threshold, each linking to its edit form. */
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
                <Table.Row key={p.productId}>
                  <Table.Cell>
                    <Link asChild colorPalette="blue">
                      <RouterLink to={`/admin/products?edit=${encodeURIComponent(p.productId)}`}>{p.title}</RouterLink>
                    </Link>
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
