/** `GET /admin/dashboard/stats`: the dashboard cards and sidebar badges, from counters only. */
import { dashboardStats } from '../../core/data/dashboard.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('dashboard/stats', {}, async () => ({ data: await dashboardStats() }));
