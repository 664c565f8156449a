import * as fs from 'node:fs';
import * as os from 'node:os';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { lambdaEsbuildOptions } from '../../lib/function-bundles';
import { SquadFunction, squadNodeRuntime } from '../../lib/squad-function';
import { routes } from '../../lambdas/routes';
import type { FunctionDefinition } from '../../lambdas/function-kinds';
import { testApp } from './squad-stack-fixture';

function functionTemplate(tracing?: boolean): Template {
  const stack = new Stack(testApp(), 'FunctionTest');
  const checkUsername = routes.find((route) => route.handler.endsWith('/check-username'))!;
  new SquadFunction(stack, 'CheckUsername', {
    definition: checkUsername,
    environmentValues: { TABLE_NAME: 'squad', ORIGIN_SECRET: 'origin-secret' },
    tracing,
  });
  return Template.fromStack(stack);
}

describe('SquadFunction', () => {
  it('runs on the newest Node runtime on arm64 with structured JSON logs', () => {
    expect(squadNodeRuntime.name).toBe('nodejs24.x');
    functionTemplate().hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      LoggingConfig: Match.objectLike({ LogFormat: 'JSON' }),
      Environment: { Variables: { POWERTOOLS_SERVICE_NAME: 'squad' } },
      TracingConfig: Match.absent(),
    });
  });

  it('logs to its own log group with a retention', () => {
    functionTemplate().hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('has a role without managed policies that may only write its own logs', () => {
    const template = functionTemplate();
    template.hasResourceProperties('AWS::IAM::Role', { ManagedPolicyArns: Match.absent() });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          {
            Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
            Effect: 'Allow',
            Resource: Match.anyValue(),
          },
        ],
      },
    });
  });

  it('turns on X-Ray only when asked', () => {
    functionTemplate(true).hasResourceProperties('AWS::Lambda::Function', {
      TracingConfig: { Mode: 'Active' },
    });
  });
});

/** A handler bundled with `lambdaEsbuildOptions`, as the bench bundles it. */
function bundled(handler: string) {
  return build({
    ...lambdaEsbuildOptions,
    entryPoints: [path.join(__dirname, '..', '..', 'lambdas', `${handler}.ts`)],
    write: false,
    outdir: 'unused',
    metafile: true,
    logLevel: 'silent',
  });
}

/** The repository files a handler's deployed bundle contains. */
async function bundledSources(handler: string): Promise<string[]> {
  const result = await bundled(handler);
  // the metafile's inputs list every file read; an output's inputs, only what tree-shaking kept
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output.inputs)
    .filter(([input, { bytesInOutput }]) => input.startsWith('lambdas/') && bytesInOutput > 0)
    .map(([input]) => input);
}

describe('function bundles', () => {
  it('deploys byte for byte the bundle the bench measures, though built with the whole function list', async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'squad-function-asset-'));
    const app = new App({ outdir });
    const getProfile = routes.find((route) => route.handler.endsWith('/get-profile'))!;
    new SquadFunction(new Stack(app, 'BundleTest'), 'GetProfile', {
      definition: getProfile,
      environmentValues: {
        TABLE_NAME: 'squad',
        USER_POOL_ID: 'pool',
        WELCOME_TOKENS: '5',
        ORIGIN_SECRET: 'origin-secret',
      },
    });
    const [assetDir] = fs.readdirSync(app.synth().directory).filter((entry) => entry.startsWith('asset.'));
    const deployed = fs.readFileSync(path.join(outdir, assetDir, 'index.mjs'), 'utf8');

    const [benched] = (await bundled(getProfile.handler)).outputFiles;
    expect(deployed).toBe(benched.text);
    expect(deployed).toContain('Beklenmeyen bir hata oluştu.');
  }, 60_000);

  /** The asset folder CDK builds for the definition, bundled for real. */
  function deployedAsset(definition: FunctionDefinition, environmentValues: Record<string, string>): string {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'squad-function-asset-'));
    const app = new App({ outdir });
    new SquadFunction(new Stack(app, 'AssetTest'), 'Fn', {
      definition,
      // every route's wrapper checks the origin secret
      environmentValues: { ORIGIN_SECRET: 'origin-secret', ...environmentValues },
    });
    const [assetDir] = fs.readdirSync(app.synth().directory).filter((entry) => entry.startsWith('asset.'));
    return path.join(outdir, assetDir);
  }

  it('ships iyzipay beside the bundle of a function that takes payments, where it finds its resources', () => {
    const asset = deployedAsset(
      { handler: 'profile/handlers/get-profile', access: ['table:read', 'payments:iyzico'] },
      {
        TABLE_NAME: 'squad',
        IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com',
        IYZICO_SECRET_NAME: 'squad/iyzico',
      },
    );
    // what iyzipay's constructor does with fs.readdirSync(__dirname), from the deployed folder
    const Iyzipay = createRequire(path.join(asset, 'index.mjs'))('iyzipay');
    const client = new Iyzipay({ uri: 'https://sandbox-api.iyzipay.com', apiKey: 'k', secretKey: 's' });
    expect(typeof client.checkoutFormInitialize.create).toBe('function');
    expect(fs.existsSync(path.join(asset, 'node_modules', 'postman-request', 'package.json'))).toBe(true);
  }, 60_000);

  it('ships ical-timezones beside the bundle of a calendar writer, where it reads Istanbul’s VTIMEZONE', () => {
    const calendarFile = routes.find((route) => route.handler.endsWith('/get-event-calendar'))!;
    const asset = deployedAsset(calendarFile, { TABLE_NAME: 'squad', SITE_URL: 'https://squad.test' });

    expect(fs.readFileSync(path.join(asset, 'index.mjs'), 'utf8')).toContain('@touch4it/ical-timezones');
    const zones = createRequire(path.join(asset, 'index.mjs'))('@touch4it/ical-timezones') as {
      getVtimezoneComponent: (zone: string) => string | null;
    };
    expect(zones.getVtimezoneComponent('Europe/Istanbul')).toContain('TZID:Europe/Istanbul');
  }, 60_000);

  it('ships nothing but the bundle for a function whose access needs no unbundled module', () => {
    const getProfile = routes.find((route) => route.handler.endsWith('/get-profile'))!;
    const asset = deployedAsset(getProfile, {
      TABLE_NAME: 'squad',
      USER_POOL_ID: 'pool',
      WELCOME_TOKENS: '5',
    });
    expect(fs.readdirSync(asset)).toEqual(['index.mjs']);
  }, 60_000);

  it('leaves the offline gazetteer out of the cloud geocoding functions, which use Amazon Location', async () => {
    const sources = await bundledSources('geo/handlers/geocode-search');
    expect(sources).toContain('lambdas/geo/amazon-location.ts');
    expect(sources).not.toContain('lambdas/geo/gazetteer.ts');
    expect(sources).not.toContain('lambdas/geo/neighbourhoods.json');
  }, 30_000);

  it('leaves out of a function the contract schemas and data it does not use', async () => {
    // Only the caller's own profile answers a place point (the chosen district's, from the location table);
    // another user's profile never carries a location, and validating a city and district needs the names alone.
    const locations = 'lambdas/contracts/turkey-locations.json';
    const districtNames = 'lambdas/contracts/turkey-district-names.json';
    expect(await bundledSources('profile/handlers/get-profile')).toContain(locations);
    const publicProfileSources = await bundledSources('users/handlers/get-public-profile');
    expect(publicProfileSources).not.toContain(locations);
    expect(publicProfileSources).not.toContain(districtNames);
    expect(await bundledSources('profile/handlers/update-profile')).toContain(districtNames);
  }, 30_000);

  it("keeps of the DynamoDB client only the commands a route sends, not the client's whole index", async () => {
    // A module a function loads with import() is wrapped whole, with everything it imports: the rate-limit
    // counters loaded so carried every command of the client into every route.
    const result = await bundled('profile/handlers/check-username');
    const [output] = Object.values(result.metafile.outputs);
    const commands = Object.entries(output.inputs)
      .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && input.includes('/client-dynamodb/'))
      .flatMap(([input]) => /\/commands\/(\w+)Command\.js$/.exec(input)?.[1] ?? []);
    expect(commands).toEqual(expect.arrayContaining(['Query', 'UpdateItem']));
    expect(commands).not.toContain('CreateTable');
    expect(commands.length).toBeLessThan(10);
  }, 30_000);
});
