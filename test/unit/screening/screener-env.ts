/** The screener's configuration, read by its handler at module load: the rules screener, as locally. */
Object.assign(process.env, {
  SCREENER: 'rules',
  SCREENER_MODEL_ID: 'eu.amazon.nova-micro-v1:0',
  // The metrics are asserted through spies; keep the embedded-metric lines out of the test output.
  POWERTOOLS_METRICS_DISABLED: 'true',
});
