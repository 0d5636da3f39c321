/**
 * The id of the `<script type="application/json">` in a prerendered page that carries the query
 * data it was rendered with (TanStack Query's dehydrated state), read back before hydration
 * (docs/architecture.md#prerendered-pages).
 */
export const PRERENDER_STATE_ID = 'prerender-state';
