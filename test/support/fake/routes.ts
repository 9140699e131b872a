import { interactedRoute } from './interacted';
import type { Route } from './types';

/** Endpoints beyond messages and blocked-user listing, one module per resource. */
export const resourceRoutes: Route[] = [interactedRoute];
