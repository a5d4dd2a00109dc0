// The report's chart, drawn with recharts: loaded with the chart (the chunk the analytics page's
// charts share), never with the report's figures. ChartCard gives it its text alternative.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const axis = { stroke: '#a1a1aa', fontSize: 12, tickLine: false } as const;

/** Completions per week (by its Monday), the last 12 weeks. */
export default function CompletionsChart({ points }: { points: { label: string; completed: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#3f3f46" vertical={false} />
        <XAxis dataKey="label" {...axis} minTickGap={12} />
        <YAxis allowDecimals={false} {...axis} />
        <Tooltip
          cursor={{ fill: 'rgba(255,255,255,0.06)' }}
          contentStyle={{ background: '#18181b', border: '1px solid #3f3f46', borderRadius: 8, color: '#f4f4f5' }}
          labelStyle={{ color: '#f4f4f5', fontWeight: 600 }}
          labelFormatter={(label) => `Week of ${String(label)}`}
        />
        <Bar dataKey="completed" name="Completions" fill="#34d399" radius={[3, 3, 0, 0]} maxBarSize={32} />
      </BarChart>
    </ResponsiveContainer>
  );
}
