/**
 * The screener's configuration vocabulary, shared by the function, CDK and the local stack: which screener
 * answers (`SCREENER`) and the Bedrock model it calls by default (`SCREENER_MODEL_ID`).
 */
export const screenerKinds = ['rules', 'bedrock'] as const;
export type ScreenerKind = (typeof screenerKinds)[number];

/**
 * Amazon Nova Micro, Amazon's smallest and fastest text model, through the EU cross-region inference profile:
 * in eu-central-1 Nova Micro is only offered through that profile, which routes within EU regions.
 */
export const defaultScreenerModelId = 'eu.amazon.nova-micro-v1:0';

export function screenerKind(value: string): ScreenerKind {
  const kind = screenerKinds.find((known) => known === value);
  if (!kind) throw new Error(`SCREENER must be one of ${screenerKinds.join(', ')}, got "${value}"`);
  return kind;
}
