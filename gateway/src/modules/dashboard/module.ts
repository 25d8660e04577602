import type { Module } from '../../core/module';
import { DashboardResolver } from './dashboard.resolver';

/** The admin's dashboard figures, read from the other modules' services. */
export const dashboardModule: Module = {
  name: 'dashboard',
  resolvers: [DashboardResolver],
};
