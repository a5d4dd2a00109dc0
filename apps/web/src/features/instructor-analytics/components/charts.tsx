// The charts, drawn with recharts: loaded with the first chart shown (a chunk of their own), never
// with the page's figures. Each sits in ChartCard, which gives it its text alternative.
import { formatMoney } from '@app/core';
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { COLORS } from './format';

const axis = { stroke: '#a1a1aa', fontSize: 12, tickLine: false } as const;
const grid = <CartesianGrid strokeDasharray="3 3" stroke="#3f3f46" vertical={false} />;
const tooltip = (
  <Tooltip
    cursor={{ fill: 'rgba(255,255,255,0.06)' }}
    contentStyle={{ background: '#18181b', border: '1px solid #3f3f46', borderRadius: 8, color: '#f4f4f5' }}
    labelStyle={{ color: '#f4f4f5', fontWeight: 600 }}
  />
);

export interface ActivityPoint {
  label: string;
  enrollments: number;
  completions: number;
  revenue: number;
}

/** Enrollments and completions per bucket of the period. */
export default function ActivityChart({ points }: { points: ActivityPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        {grid}
        <XAxis dataKey="label" {...axis} minTickGap={16} />
        <YAxis allowDecimals={false} {...axis} />
        {tooltip}
        <Legend wrapperStyle={{ fontSize: 12, color: '#d4d4d8' }} />
        <Bar dataKey="enrollments" name="Enrollments" fill={COLORS.enrollments} radius={[3, 3, 0, 0]} maxBarSize={28} />
        <Bar dataKey="completions" name="Completions" fill={COLORS.completions} radius={[3, 3, 0, 0]} maxBarSize={28} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Revenue (students x price) per bucket of the period. */
export function RevenueChart({ points }: { points: ActivityPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        {grid}
        <XAxis dataKey="label" {...axis} minTickGap={16} />
        <YAxis {...axis} tickFormatter={(v: number) => formatMoney(v)} />
        <Tooltip
          cursor={{ fill: 'rgba(255,255,255,0.06)' }}
          formatter={(v) => formatMoney(Number(v))}
          contentStyle={{ background: '#18181b', border: '1px solid #3f3f46', borderRadius: 8, color: '#f4f4f5' }}
        />
        <Bar dataKey="revenue" name="Revenue" fill={COLORS.revenue} radius={[3, 3, 0, 0]} maxBarSize={28} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The learner funnel: one horizontal bar a stage. */
export function FunnelChart({ stages }: { stages: { label: string; value: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={200}>
      <BarChart data={stages} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 24, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#3f3f46" horizontal={false} />
        <XAxis type="number" allowDecimals={false} {...axis} />
        <YAxis type="category" dataKey="label" width={84} {...axis} />
        {tooltip}
        <Bar dataKey="value" name="Learners" fill={COLORS.enrollments} radius={[0, 3, 3, 0]} maxBarSize={32} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** How many learners completed each lesson, the lesson that lost the most in another colour. */
export function ReachChart({
  lessons,
  dropIndex,
}: {
  lessons: { label: string; title: string; reached: number }[];
  dropIndex: number | null;
}) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={lessons} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        {grid}
        <XAxis dataKey="label" {...axis} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} {...axis} />
        <Tooltip
          cursor={{ fill: 'rgba(255,255,255,0.06)' }}
          labelFormatter={(_, payload) => String(payload?.[0]?.payload?.title ?? '')}
          contentStyle={{ background: '#18181b', border: '1px solid #3f3f46', borderRadius: 8, color: '#f4f4f5' }}
        />
        <Bar dataKey="reached" name="Learners who completed it" radius={[3, 3, 0, 0]} maxBarSize={28}>
          {lessons.map((l, i) => (
            <Cell key={l.label} fill={i === dropIndex ? COLORS.drop : COLORS.completions} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
