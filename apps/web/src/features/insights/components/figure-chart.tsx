import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { DASH } from '@/shared/dates/date-format';
import { columnLabel, formatValue, type Figure, type MeasureKind } from '../lib/figures';
import { TEXTS } from '../lib/texts';
import { useChartWidth } from './use-chart-width';

/** Each measure's colours: this period, and the same months a year earlier (at least 3:1 on white). */
const COLOURS = [
  ['#1b3a63', '#6b8fb8'],
  ['#b45309', '#d97706'],
] as const;

interface Series {
  key: string;
  name: string;
  colour: string;
  earlier: boolean;
}

/** The chart's series: each charted measure, and beside it the same measure a year earlier. */
function seriesOf(figure: Figure): { series: Series[]; kind: MeasureKind } {
  const charted = figure.measures
    .map((measure, index) => ({ measure, index }))
    .filter(({ measure }) => measure.charted);
  const series = charted.flatMap(({ measure, index }, position) => {
    const [now, before] = COLOURS[position % COLOURS.length]!;
    const current = { key: `c${index}`, name: columnLabel(measure), colour: now, earlier: false };
    const earlier = { key: `p${index}`, name: columnLabel(measure, true), colour: before, earlier: true };
    return figure.byMonth ? [current, earlier] : [current];
  });
  return { series, kind: charted[0]?.measure.kind ?? 'count' };
}

const tick = (kind: MeasureKind) => (value: number) =>
  kind === 'share' ? `${value}%` : kind === 'hours' ? TEXTS.hours(value) : String(value);

const DOMAINS: Partial<Record<MeasureKind, [number, number]>> = { share: [0, 100], rating: [0, 5] };

/** A client's long name is cut on the axis; the tooltip and the table give it whole. */
const shortName = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/**
 * One figure as a chart: months along the bottom with the year before beside them, or clients and
 * categories down the side. A picture to screen readers, with the numbers in the figure's table view.
 */
export function FigureChart({ figure }: { figure: Figure }) {
  const [box, width] = useChartWidth<HTMLDivElement>(640);
  const { series, kind } = seriesOf(figure);
  const data = figure.rows.map((row) => ({
    name: row.label,
    ...Object.fromEntries(
      figure.measures.flatMap((_, index) => [
        [`c${index}`, row.values[index]],
        [`p${index}`, row.previous?.[index] ?? null],
      ]),
    ),
  }));
  const tooltip = (
    <Tooltip
      formatter={(value) => formatValue(kind, typeof value === 'number' ? value : null, DASH)}
      cursor={{ fill: 'rgba(27, 58, 99, 0.08)' }}
    />
  );
  const grid = <CartesianGrid strokeDasharray="3 3" stroke="#dfe7f1" vertical={!figure.byMonth} />;
  const legend = <Legend wrapperStyle={{ fontSize: 13 }} />;
  const valueAxis = { tickFormatter: tick(kind), domain: DOMAINS[kind], allowDecimals: kind !== 'count' };
  const label = TEXTS.chartNote(figure.title);

  let chart;
  if (!figure.byMonth) {
    const height = 72 + figure.rows.length * (14 * series.length + 14);
    const nameWidth = Math.min(150, Math.round(width * 0.38));
    chart = (
      <BarChart width={width} height={height} data={data} layout="vertical" accessibilityLayer={false}>
        {grid}
        <XAxis type="number" {...valueAxis} />
        <YAxis type="category" dataKey="name" width={nameWidth} tickFormatter={shortName} />
        {tooltip}
        {legend}
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.colour} />
        ))}
      </BarChart>
    );
  } else if (figure.chart === 'line') {
    chart = (
      <LineChart width={width} height={260} data={data} accessibilityLayer={false}>
        {grid}
        <XAxis dataKey="name" />
        <YAxis width={56} {...valueAxis} />
        {tooltip}
        {legend}
        {series.map((s) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.name}
            stroke={s.colour}
            strokeWidth={2}
            strokeDasharray={s.earlier ? '6 4' : undefined}
          />
        ))}
      </LineChart>
    );
  } else {
    chart = (
      <BarChart width={width} height={260} data={data} accessibilityLayer={false}>
        {grid}
        <XAxis dataKey="name" />
        <YAxis width={56} {...valueAxis} />
        {tooltip}
        {legend}
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.colour} />
        ))}
      </BarChart>
    );
  }

  return (
    <div ref={box} className="insight-chart" role="img" aria-label={label}>
      {chart}
    </div>
  );
}
