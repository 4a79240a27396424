import '../lib/unfrozen-chart-store';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useMoney } from '@/web/lib/money';
import { useShopUnits } from '@/web/lib/settings';
import type { ChartsData } from '../api/get-reports';
import { useFormats } from '../lib/format';
import { CHART, ChartCard, SERIES } from './chart-card';

const axis = { fontSize: 12, fill: CHART.muted };
const compactMoney = (cents: number) =>
  cents >= 100_000 ? `${Math.round(cents / 100_000)}k` : String(Math.round(cents / 100));

/** The dashboard's five charts (issue 21), each with its table (chart-card.tsx). */
export function Charts({ data }: { data: ChartsData }) {
  const { t, i18n } = useTranslation('reports');
  const f = useFormats(i18n.language);
  const units = useShopUnits();
  const money = useMoney();
  const status = (s: string) => t(`orders:status.${s}`, { defaultValue: s });
  const customers = [
    { kind: 'new', label: t('customers.new'), count: data.customers.new },
    { kind: 'returning', label: t('customers.returning'), count: data.customers.returning },
  ];
  const hasOrders = data.totals.orders > 0;
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <ChartCard
        id="chart-per-day"
        className="xl:col-span-2"
        title={t('charts.perDay')}
        empty={t('charts.empty')}
        folded
        rows={hasOrders ? data.perDay : []}
        rowKey={(r) => r.day}
        columns={[
          { label: t('col.day'), value: (r) => f.shortDay(r.day) },
          { label: t('col.orders'), value: (r) => f.int(r.orders), numeric: true },
          { label: t('col.revenue'), value: (r) => money(r.revenueCents), numeric: true },
        ]}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={data.perDay} accessibilityLayer={false} margin={{ left: -12, right: -12 }}>
              <CartesianGrid stroke={CHART.line} vertical={false} />
              <XAxis dataKey="day" tickFormatter={f.shortDay} tick={axis} minTickGap={16} />
              <YAxis yAxisId="money" tickFormatter={compactMoney} tick={axis} width={48} />
              <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={axis} width={36} />
              <Tooltip
                labelFormatter={(d) => f.shortDay(String(d))}
                formatter={(v, name) => (name === t('col.revenue') ? money(Number(v)) : f.int(Number(v)))}
              />
              <Legend />
              <Bar
                yAxisId="money"
                dataKey="revenueCents"
                name={t('col.revenue')}
                fill={CHART.brand}
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
              <Line
                yAxisId="orders"
                dataKey="orders"
                name={t('col.orders')}
                stroke={CHART.gold}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        }
      />
      <ChartCard
        id="chart-top-products"
        title={t('charts.topProducts')}
        empty={t('charts.empty')}
        rows={data.topProducts}
        rowKey={(r) => r.productId ?? r.name}
        columns={[
          { label: t('col.product'), value: (r) => r.name },
          { label: t('col.revenue'), value: (r) => money(r.revenueCents), numeric: true },
          units === 'imperial'
            ? { label: t('col.lb'), value: (r) => f.lb(r.kg), numeric: true }
            : { label: t('col.kg'), value: (r) => f.kg(r.kg), numeric: true },
          { label: t('col.quantity'), value: (r) => f.int(r.quantity), numeric: true },
        ]}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={data.topProducts}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ left: 8 }}
            >
              <CartesianGrid stroke={CHART.line} horizontal={false} />
              <XAxis type="number" tickFormatter={compactMoney} tick={axis} />
              <YAxis type="category" dataKey="name" width={110} tick={axis} />
              <Tooltip formatter={(v) => money(Number(v))} />
              <Bar
                dataKey="revenueCents"
                name={t('col.revenue')}
                fill={CHART.ember}
                maxBarSize={28}
                radius={[0, 4, 4, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        }
      />
      <ChartCard
        id="chart-by-status"
        title={t('charts.byStatus')}
        empty={t('charts.empty')}
        rows={data.byStatus}
        rowKey={(r) => r.status}
        columns={[
          { label: t('col.status'), value: (r) => status(r.status) },
          { label: t('col.orders'), value: (r) => f.int(r.orders), numeric: true },
        ]}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={data.byStatus.map((s) => ({ ...s, label: status(s.status) }))}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ left: 8 }}
            >
              <CartesianGrid stroke={CHART.line} horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={axis} />
              <YAxis type="category" dataKey="label" width={130} tick={axis} />
              <Tooltip />
              <Bar
                dataKey="orders"
                name={t('col.orders')}
                radius={[0, 4, 4, 0]}
                maxBarSize={28}
                isAnimationActive={false}
              >
                {data.byStatus.map((s, i) => (
                  <Cell key={s.status} fill={s.status === 'cancelled' ? CHART.muted : SERIES[i % 4]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        }
      />
      <ChartCard
        id="chart-customers"
        title={t('charts.customers')}
        empty={t('charts.empty')}
        rows={hasOrders ? customers : []}
        rowKey={(r) => r.kind}
        columns={[
          { label: t('col.kind'), value: (r) => r.label },
          { label: t('col.count'), value: (r) => f.int(r.count), numeric: true },
        ]}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie
                data={customers}
                dataKey="count"
                nameKey="label"
                innerRadius="55%"
                outerRadius="85%"
                paddingAngle={2}
                rootTabIndex={-1}
                isAnimationActive={false}
              >
                <Cell fill={CHART.brand} />
                <Cell fill={CHART.gold} />
              </Pie>
              <Tooltip />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        }
      />
      <ChartCard
        id="chart-coupons"
        title={t('charts.coupons')}
        empty={t('charts.noCoupons')}
        rows={data.coupons}
        rowKey={(r) => r.code}
        columns={[
          { label: t('col.code'), value: (r) => r.code },
          { label: t('col.orders'), value: (r) => f.int(r.orders), numeric: true },
          { label: t('col.discount'), value: (r) => money(r.discountCents), numeric: true },
          { label: t('col.revenue'), value: (r) => money(r.revenueCents), numeric: true },
        ]}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data.coupons} accessibilityLayer={false}>
              <CartesianGrid stroke={CHART.line} vertical={false} />
              <XAxis dataKey="code" tick={axis} />
              <YAxis allowDecimals={false} tick={axis} width={32} />
              <Tooltip />
              <Bar
                dataKey="orders"
                name={t('col.orders')}
                fill={CHART.leaf}
                maxBarSize={40}
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        }
      />
    </div>
  );
}
