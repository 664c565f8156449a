/**
 * The Web Push sender's CloudWatch metrics, named once for the function that writes them (Powertools, embedded
 * metric format) and the dashboard and alarm that read them (lib/observability/web-push.ts).
 */
export const webPushMetrics = {
  namespace: 'Squad/WebPush',
  /** Powertools adds it as the `service` dimension of every metric */
  service: 'squad',
  /** pushes a push service accepted, one per device */
  sent: 'PushesSent',
  /** devices deleted because their push service answered that the subscription is gone (404, 410) */
  goneDevicesDeleted: 'GoneDevicesDeleted',
  /** pushes a push service refused or did not answer (retried while the record is retried, or dropped) */
  failed: 'PushesFailed',
} as const;
