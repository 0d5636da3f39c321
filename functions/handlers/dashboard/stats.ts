/** `GET /admin/dashboard/stats`: the dashboard cards and sidebar badges, from counters (and the caller's unread notifications). */
import { dashboardStats } from '../../core/data/dashboard.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('dashboard/stats', {}, async ({ caller }) => ({
  data: await dashboardStats(caller!.sub),
}));
