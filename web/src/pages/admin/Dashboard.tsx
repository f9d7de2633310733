import { lazy, Suspense, useState } from "react";
import { Alert, Badge, Button, ButtonGroup, Card, Field, Flex, Heading, HStack, Input, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import type { DashboardRange } from "../../gql/graphql";
import { LowStockList } from "./LowStockList";
import { SalesDashboardQuery } from "./documents";
import { FIGURES, changeText, type Figures } from "./salesFigures";

// The charts (recharts) load after the figures: they are most of this page's code, and the admin's first screen
// should not wait for them (bench/budgets.ts).
const SalesCharts = lazy(() => import("./SalesCharts").then((m) => ({ default: m.SalesCharts })));

const RANGES: { range: Exclude<DashboardRange, "custom">; label: string }[] = [
  { range: "today", label: "Today" },
  { range: "last7Days", label: "7 days" },
  { range: "last30Days", label: "30 days" },
];

type Chosen = { range: DashboardRange; from?: string; to?: string };

/** The admin home: sales of a range of the shop's days against the period before, charts, and what is running low. */
export default function Dashboard() {
  const [chosen, setChosen] = useState<Chosen>({ range: "last7Days" });
  const [customOpen, setCustomOpen] = useState(false);
  const { data, previousData, loading, error } = useQuery(SalesDashboardQuery, { variables: chosen, fetchPolicy: "cache-and-network" });
  const shown = (data ?? previousData)?.salesDashboard;

  return (
    <Stack gap={6}>
      <Flex justify="space-between" align="center" wrap="wrap" gap={3}>
        <Heading as="h1" size="xl">
          Dashboard
        </Heading>
        <ButtonGroup size="sm" variant="outline" attached>
          {RANGES.map((r) => (
            <Button
              key={r.range}
              aria-pressed={chosen.range === r.range}
              variant={chosen.range === r.range ? "solid" : "outline"}
              onClick={() => {
                setCustomOpen(false);
                setChosen({ range: r.range });
              }}
            >
              {r.label}
            </Button>
          ))}
          <Button aria-pressed={chosen.range === "custom" || customOpen} variant={chosen.range === "custom" ? "solid" : "outline"} onClick={() => setCustomOpen(true)}>
            Custom
          </Button>
        </ButtonGroup>
      </Flex>
      {customOpen && <CustomRange initial={chosen} onApply={(from, to) => setChosen({ range: "custom", from, to })} />}
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error, "Could not load the sales figures.")}</Alert.Title>
        </Alert.Root>
      )}
      {!shown ? (
        loading && <Skeleton height="32" />
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm">
            {shown.from === shown.to ? shown.from : `${shown.from} to ${shown.to}`} ({shown.timeZone}), compared with{" "}
            {shown.previousFrom === shown.previousTo ? shown.previousFrom : `${shown.previousFrom} to ${shown.previousTo}`}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap={4}>
            {FIGURES.map((f) => (
              <FigureCard key={f.key} label={f.label} current={shown.current} previous={shown.previous} figure={f} />
            ))}
          </SimpleGrid>
          <Suspense fallback={<Skeleton height="360px" borderRadius="md" />}>
            <SalesCharts dashboard={shown} />
          </Suspense>
        </>
      )}
      <LowStockList />
    </Stack>
  );
}

function FigureCard({ label, current, previous, figure }: { label: string; current: Figures; previous: Figures; figure: (typeof FIGURES)[number] }) {
  const now = current[figure.key];
  const before = previous[figure.key];
  const change = changeText(now, before);
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap={1} role="group" aria-label={label}>
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text fontSize="2xl" fontWeight="semibold">
            {figure.format(now)}
          </Text>
          <HStack gap={2}>
            {change && <Badge colorPalette={now >= before ? "green" : "red"}>{change}</Badge>}
            <Text fontSize="xs" color="fg.muted">
              previous period {figure.format(before)}
            </Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function CustomRange({ initial, onApply }: { initial: Chosen; onApply: (from: string, to: string) => void }) {
  const [from, setFrom] = useState(initial.from ?? "");
  const [to, setTo] = useState(initial.to ?? "");
  return (
    <HStack as="form" align="end" gap={3} wrap="wrap" onSubmit={(e) => {
      e.preventDefault();
      if (from && to) onApply(from, to);
    }}>
      <Field.Root w="auto">
        <Field.Label>From</Field.Label>
        <Input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label>To</Field.Label>
        <Input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
      </Field.Root>
      <Button type="submit" disabled={!from || !to}>
        Show
      </Button>
    </HStack>
  );
}
