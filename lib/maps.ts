import { Stack, Validations } from 'aws-cdk-lib';
import { CfnAPIKey, CfnMap, CfnPlaceIndex } from 'aws-cdk-lib/aws-location';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { squadNodeRuntime } from './squad-function';

export interface MapsProps {
  /** The only origin allowed to use the key (browsers send it as Referer). */
  readonly siteUrl: string;
}

/** Where the tiles come from; the site's CSP allows exactly this host for images. */
export const mapTileHost = (region: string) => `https://maps.geo.${region}.amazonaws.com`;

/**
 * Amazon Location: the place index the geocoding routes search, and the events map's basemap in the cloud: a map resource and an API key the browser uses to
 * fetch its tiles, restricted to that map, to tile reads and to the site's origin (so a copied key is useless
 * elsewhere). CloudFormation does not return a key's value, so a custom resource reads it once per deploy
 * (geo:DescribeKey on this key only) for /config.json's `mapTileUrl`.
 */
export class Maps extends Construct {
  readonly tileUrl: string;
  readonly placeIndex: CfnPlaceIndex;

  constructor(scope: Construct, id: string, props: MapsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.placeIndex = new CfnPlaceIndex(this, 'PlaceIndex', {
      indexName: `${stack.stackName}-places`,
      dataSource: 'Here',
      // Results are shown to the user and not stored, which is what SingleUse allows.
      dataSourceConfiguration: { intendedUse: 'SingleUse' },
    });
    const map = new CfnMap(this, 'Map', {
      mapName: `${stack.stackName}-events`,
      // A raster style: Leaflet draws its tiles as images, no WebGL needed.
      configuration: { style: 'RasterEsriImagery' },
    });
    const key = new CfnAPIKey(this, 'MapKey', {
      keyName: `${stack.stackName}-map-tiles`,
      noExpiry: true,
      restrictions: {
        allowActions: ['geo:GetMapTile'],
        allowResources: [map.attrArn],
        allowReferers: [`${props.siteUrl}/*`],
      },
    });
    const keyValue = new AwsCustomResource(this, 'MapKeyValue', {
      onUpdate: {
        service: 'Location',
        action: 'describeKey',
        parameters: { KeyName: key.keyName },
        physicalResourceId: PhysicalResourceId.of(key.keyName),
      },
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [key.attrArn] }),
      installLatestAwsSdk: false,
    });
    keyValue.node.addDependency(key);
    acknowledgeCustomResourceProvider(stack);
    this.tileUrl = `${mapTileHost(stack.region)}/maps/v0/maps/${map.mapName}/tiles/{z}/{x}/{y}?key=${keyValue.getResponseField('Key')}`;
  }
}

/** The id aws-cdk-lib gives the stack's one AwsCustomResource provider function (a singleton per stack). */
const customResourceProviderId = 'AWS679f53fac002430cb0da5b7982bd2287';

/** The provider's runtime and role are aws-cdk-lib's choice, not ours; our own functions are checked as usual. */
function acknowledgeCustomResourceProvider(stack: Stack): void {
  const provider = stack.node.tryFindChild(customResourceProviderId);
  if (!provider) return;
  Validations.of(provider).acknowledge(
    {
      id: 'AwsSolutions-L1',
      reason: `Runtime of the aws-cdk-lib AwsCustomResource provider is pinned by CDK (ours: ${squadNodeRuntime.name}).`,
    },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'Role of the aws-cdk-lib AwsCustomResource provider: the managed policy only lets it write its logs.',
    },
  );
}
