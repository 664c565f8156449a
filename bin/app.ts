#!/usr/bin/env node
/** The CDK app: `npx cdk synth` / `npx cdk deploy` (cdk.json runs this through tsx). */
import { App } from 'aws-cdk-lib';
import { addSquadStack } from '../lib/squad-app';

const app = new App();
addSquadStack(app);
app.synth();
