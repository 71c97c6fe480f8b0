// The statistics feature's public surface: pages import only this file.
export { StatisticsScreen } from './components/statistics-screen.tsx';
