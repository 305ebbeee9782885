// Mantine's bar chart (on recharts) with its styles: the module components/charts/lazy-bar-chart.tsx loads.
import '@mantine/charts/styles.css';

export { BarChart } from '@mantine/charts';
