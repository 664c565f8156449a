/**
 * Imported first by the stack. Two AWS SDK notices that the local stack's user cannot act on:
 * cognito-local bundles aws-sdk v2 (end-of-support notice), and the v3 SDK warns that releases after
 * January 2027 need Node 22 (the Lambda runtime in the cloud is already newer; DESIGN.md section 7).
 */
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
