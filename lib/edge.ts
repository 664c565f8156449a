import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** A web ACL for CloudFront must live in us-east-1, whatever the region of the distribution's own stack. */
export const edgeRegion = 'us-east-1';

/**
 * Requests one viewer address may send through the distribution in `windowSeconds` (the SPA's files, avatars and the
 * API together) before the web ACL answers it 429 until its rate falls again. Loading the app is a few dozen
 * requests and a busy session a few hundred; an address may be a carrier's NAT, shared by many people.
 */
export const perAddressRequests = { limit: 3000, windowSeconds: 300 };

/**
 * The AWS managed rule groups in front of everything, in the order they are evaluated, each with the rules it only
 * counts: the common rule set's body size rule blocks bodies over 8 KB, and an event's longest legitimate body (a
 * 2,000-character description of three-byte characters beside its other fields) can be more; every field has its
 * own length limit in its schema, and API Gateway takes at most 10 MB.
 */
export const managedRuleGroups = [
  { name: 'AWSManagedRulesAmazonIpReputationList', counted: [] },
  { name: 'AWSManagedRulesCommonRuleSet', counted: ['SizeRestrictions_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', counted: [] },
] as const;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * What sits at CloudFront's edge for the site's distribution (lib/site.ts), in us-east-1 as CloudFront requires: the
 * WAF web ACL. Its ARN reaches the Squad stack through CDK's cross-region references (SSM parameters).
 */
export class SquadEdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    const webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Squad site and API: a rate limit per address, then AWS managed rules',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('squad-web-acl'),
      rules: [
        {
          name: 'PerAddressRate',
          priority: 0,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: perAddressRequests.limit,
              evaluationWindowSec: perAddressRequests.windowSeconds,
            },
          },
          action: { block: { customResponse: { responseCode: 429 } } },
          visibilityConfig: visibility('squad-per-address-rate'),
        },
        ...managedRuleGroups.map(({ name, counted }, index): CfnWebACL.RuleProperty => ({
          name,
          priority: index + 1,
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name,
              ruleActionOverrides: counted.length
                ? counted.map((rule) => ({ name: rule, actionToUse: { count: {} } }))
                : undefined,
            },
          },
          overrideAction: { none: {} },
          visibilityConfig: visibility(`squad-${name}`),
        })),
      ],
    });
    this.webAclArn = webAcl.attrArn;
  }
}
