/**
 * Serves every route of the route table whose handler is not built yet: 501 `Not implemented`
 * (same envelope as every other answer). The route's auth level and permission still apply (401 /
 * 403 first), so the authorization matrix holds for a route before and after it is built.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { API_BASE, type RouteDef, routeKey, routes } from '../../contract/routes.js';
import { authorize, errorResponse, json } from '../../core/http/api.js';

export const handler = async (event: APIGatewayProxyEventV2) => {
  // API Gateway names the matched route in `routeKey` (`GET /api/v1/resume/{id}`), one Lambda per route.
  const key = (event?.routeKey ?? '').replace(` ${API_BASE}/`, ' /');
  const route = (routes as readonly RouteDef[]).find((r) => routeKey(r) === key);
  if (route) {
    try {
      authorize(route, event);
    } catch (err) {
      return errorResponse(err, route);
    }
  }
  return json(501, { success: false, message: 'Not implemented' });
};
