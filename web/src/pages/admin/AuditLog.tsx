import { useState } from "react";
import { Box, Card, Heading, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Pager } from "../../components/common/Pager";
import { formatDateTime, formatMoney } from "../../components/common/format";
import type { AuditAction } from "../../gql/graphql";
import { AuditLogQuery } from "./backOfficeDocuments";

const PAGE_SIZE = 50;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  productCreate: "Product added",
  productUpdate: "Product changed",
  productDelete: "Product deleted",
  orderStatus: "Order status changed",
  orderRefund: "Order refund",
  customerDisable: "Sign-in disabled",
  customerEnable: "Sign-in enabled",
  apiKeyCreate: "API key created",
  apiKeyRevoke: "API key revoked",
  categoryCreate: "Category added",
  categoryUpdate: "Category changed",
  categoryReorder: "Categories reordered",
  brandCreate: "Brand added",
  brandUpdate: "Brand changed",
  brandReorder: "Brands reordered",
  shippingMethodChange: "Shipping method changed",
  discountCodeChange: "Discount code changed",
  promotionChange: "Promotion changed",
  taxRateChange: "Tax rate changed",
  shopSettingsChange: "Shop settings changed",
};

const FIELD_LABELS: Record<string, string> = {
  priceCents: "Price",
  salePriceCents: "Sale price",
  totalStock: "Stock",
  orderStatus: "Order status",
  paymentStatus: "Payment",
  signIn: "Sign-in",
  order: "Order",
};

/** Money fields are stored as cents; everything else is shown as recorded. */
function valueText(field: string, value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  return field.endsWith("Cents") && /^-?\d+$/.test(value) ? formatMoney(Number(value)) : value;
}

/** Every admin action, newest first: who, when, on what, and each field before → after. */
export default function AuditLog() {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(AuditLogQuery, { variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: "cache-and-network" });
  const entries = error ? [] : (data?.auditLog.items ?? []);

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h1" size="xl">
          Audit Log
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          {loading && !data ? (
            <Skeleton height="240px" />
          ) : entries.length === 0 ? (
            <Text color="fg.muted">No admin actions recorded yet.</Text>
          ) : (
            <Table.ScrollArea position="relative">
              <Table.Root size="sm" striped>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>When</Table.ColumnHeader>
                    <Table.ColumnHeader>Admin</Table.ColumnHeader>
                    <Table.ColumnHeader>Action</Table.ColumnHeader>
                    <Table.ColumnHeader>Target</Table.ColumnHeader>
                    <Table.ColumnHeader>Changes</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {entries.map((e) => (
                    <Table.Row key={e.id}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(e.at)}</Table.Cell>
                      <Table.Cell>{e.actorEmail || "—"}</Table.Cell>
                      <Table.Cell>{AUDIT_ACTION_LABELS[e.action] ?? e.action}</Table.Cell>
                      <Table.Cell>
                        <Text>{e.targetLabel || e.targetType}</Text>
                        <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                          {e.targetId}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        <Stack as="ul" gap={0.5} listStyleType="none" m={0} p={0}>
                          {e.changes.map((c) => (
                            <Box as="li" key={c.field}>
                              {FIELD_LABELS[c.field] ?? c.field}: {valueText(c.field, c.before)} → {valueText(c.field, c.after)}
                            </Box>
                          ))}
                        </Stack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.auditLog.total} onPageChange={setPage} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
