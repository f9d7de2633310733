import { Card, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { BarList, Chart, useChart, type BarListData } from "@chakra-ui/charts";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "../../components/common/format";
import { useAdminTaxonomy } from "./useAdminTaxonomy";
import type { SalesDashboardQuery as SalesDashboardData } from "../../gql/graphql";

type Dashboard = SalesDashboardData["salesDashboard"];

/** Revenue per local day (a bar each), then the top products and the categories by revenue. */
export function SalesCharts({ dashboard }: { dashboard: Dashboard }) {
  const { categoryLabel } = useAdminTaxonomy();
  return (
    <>
      <ChartCard title="Revenue per day">
        <RevenuePerDay days={dashboard.days} />
      </ChartCard>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
        <ChartCard title="Top products">
          <RevenueBars label="Top products" rows={dashboard.topProducts.map((p) => ({ name: p.title, value: p.revenueCents }))} />
        </ChartCard>
        <ChartCard title="By category">
          <RevenueBars
            label="Revenue by category"
            rows={dashboard.categories.map((c) => ({ name: c.category ? categoryLabel(c.category) : "Deleted products", value: c.revenueCents }))}
          />
        </ChartCard>
      </SimpleGrid>
    </>
  );
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** Dollars on the axis and in the tooltip; the data stay in cents. */
const dollars = (cents: number) => formatMoney(cents);

function RevenuePerDay({ days }: { days: Dashboard["days"] }) {
  const chart = useChart({ data: days.map((d) => ({ date: d.date, revenue: d.revenueCents })), series: [{ name: "revenue", color: "blue.solid", label: "Revenue" }] });
  return (
    <Chart.Root maxH="xs" chart={chart} aria-label="Revenue per day">
      <BarChart data={chart.data}>
        <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
        {/* "2026-03-12" reads "03-12": the days are the shop's own calendar days, shown as they are. */}
        <XAxis axisLine={false} tickLine={false} dataKey={chart.key("date")} tickFormatter={(d: string) => d.slice(5)} />
        <YAxis axisLine={false} tickLine={false} width={80} tickFormatter={dollars} />
        <Tooltip cursor={{ fill: chart.color("bg.muted") }} animationDuration={100} content={<Chart.Tooltip formatter={(v) => dollars(Number(v))} />} />
        {chart.series.map((s) => (
          <Bar key={String(s.name)} isAnimationActive={false} dataKey={chart.key(s.name)} fill={chart.color(s.color)} radius={[4, 4, 0, 0]} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

function RevenueBars({ rows, label }: { rows: BarListData[]; label: string }) {
  const chart = useChart<BarListData>({ data: rows, sort: { by: "value", direction: "desc" }, series: [{ name: "name", color: "blue.subtle" }] });
  if (rows.length === 0) return <Text color="fg.muted">No sales in this range.</Text>;
  return (
    <BarList.Root chart={chart} aria-label={label}>
      <BarList.Content>
        <BarList.Bar />
        <BarList.Value valueFormatter={dollars} />
      </BarList.Content>
    </BarList.Root>
  );
}
