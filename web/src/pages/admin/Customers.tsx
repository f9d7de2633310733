import { useState, type FormEvent } from "react";
import { Badge, Button, Card, Field, Flex, Heading, Input, Skeleton, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { Pager } from "../../components/common/Pager";
import { formatDate, formatMoney } from "../../components/common/format";
import { AdminCustomersQuery } from "./backOfficeDocuments";

const PAGE_SIZE = 20;

/** Customers, newest first, searchable by name or email, with what each has ordered and spent. */
export default function Customers() {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState<string | null>(null);
  const { data, loading, error } = useQuery(AdminCustomersQuery, { variables: { search, page, pageSize: PAGE_SIZE }, fetchPolicy: "cache-and-network" });
  const customers = error ? [] : (data?.adminCustomers.items ?? []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim() || null);
    setPage(1);
  };

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h1" size="xl">
          Customers
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <form onSubmit={submit} aria-label="Customer search">
            <Flex gap={3} align="flex-end" wrap="wrap">
              <Field.Root w={{ base: "full", md: "72" }}>
                <Field.Label>Search</Field.Label>
                <Input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Name or email" />
              </Field.Root>
              <Button type="submit">Search</Button>
            </Flex>
          </form>
          {data && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {data.adminCustomers.total === 1 ? "1 customer" : `${data.adminCustomers.total} customers`}
            </Text>
          )}
          {loading && !data ? (
            <Skeleton height="240px" />
          ) : customers.length === 0 ? (
            <Text color="fg.muted">{search ? "No customers match this search." : "No customers yet."}</Text>
          ) : (
            <Table.ScrollArea position="relative">
              <Table.Root size="sm" striped>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Name</Table.ColumnHeader>
                    <Table.ColumnHeader>Email</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Orders</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Total Spent</Table.ColumnHeader>
                    <Table.ColumnHeader>Last Order</Table.ColumnHeader>
                    <Table.ColumnHeader>Sign-in</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <VisuallyHidden>Details</VisuallyHidden>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {customers.map((c) => (
                    <Table.Row key={c.id}>
                      <Table.Cell>{c.userName}</Table.Cell>
                      <Table.Cell>{c.email}</Table.Cell>
                      <Table.Cell textAlign="end">{c.ordersCount}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(c.totalSpentCents)}</Table.Cell>
                      <Table.Cell>{c.lastOrderAt ? formatDate(c.lastOrderAt) : "—"}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={c.disabled ? "red" : "green"}>{c.disabled ? "Disabled" : "Enabled"}</Badge>
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Button asChild size="xs">
                          <Link to={`/admin/customers/${c.id}`} aria-label={`View ${c.email}`}>
                            View
                          </Link>
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.adminCustomers.total} onPageChange={setPage} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
