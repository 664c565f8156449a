/**
 * The expiry job's schedule target, set before lambdas/platform/schedules.ts loads (it reads ONE_TIME_JOBS at
 * load): import after ../support/env and before any handler.
 */
export const expireOfferTarget = {
  groupName: 'squad-expire-offer',
  functionArn: 'arn:aws:lambda:eu-central-1:123456789012:function:squad-expire-offer',
  roleArn: 'arn:aws:iam::123456789012:role/squad-expire-offer-invoke',
};
process.env.ONE_TIME_JOBS = JSON.stringify({ 'expire-offer': expireOfferTarget });
