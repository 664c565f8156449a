/**
 * The live-update consumer's CloudWatch metrics, named once for the function that writes them (Powertools, embedded
 * metric format) and the dashboard and alarm that read them (lib/observability/live.ts).
 */
export const liveMetrics = {
  namespace: 'Squad/Live',
  /** Powertools adds it as the `service` dimension of every metric */
  service: 'squad',
  /** messages API Gateway accepted for an open connection */
  delivered: 'UpdatesDelivered',
  /** connections found closed (GoneException) and deleted */
  staleConnections: 'StaleConnections',
  /** posts that failed otherwise (throttled, API Gateway unreachable): that tab catches up on focus or reconnect */
  fanOutErrors: 'FanOutErrors',
} as const;
