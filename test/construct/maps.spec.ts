import { sharedSquadStack, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

describe('Maps', () => {
  it('creates an Amazon Location map with a raster style Leaflet can draw', () => {
    squad.template.hasResourceProperties('AWS::Location::Map', {
      Configuration: { Style: 'RasterEsriImagery' },
    });
  });

  it('restricts the browser key to tile reads of that map from the site only', () => {
    const [mapId] = Object.keys(squad.template.findResources('AWS::Location::Map'));
    const [key] = Object.values(squad.template.findResources('AWS::Location::APIKey'));
    const restrictions = key.Properties.Restrictions;
    expect(restrictions.AllowActions).toEqual(['geo:GetMapTile']);
    expect(restrictions.AllowResources).toEqual([{ 'Fn::GetAtt': [mapId, 'Arn'] }]);
    expect(JSON.stringify(restrictions.AllowReferers)).toContain('https://');
    expect(JSON.stringify(restrictions.AllowReferers)).toContain('/*');
  });

  it('reads the key value with geo:DescribeKey on that key only', () => {
    const [keyId] = Object.keys(squad.template.findResources('AWS::Location::APIKey'));
    squad.template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          { Action: 'geo:DescribeKey', Effect: 'Allow', Resource: { 'Fn::GetAtt': [keyId, 'Arn'] } },
        ],
      },
    });
  });

  it('hands the tile URL with the key to the SPA in config.json', () => {
    // The site's uploads are several (assets, manifest, the rest); config.json is a marked source of one of them.
    const markers = JSON.stringify(
      Object.values(squad.template.findResources('Custom::CDKBucketDeployment')).map(
        (deployment) => deployment.Properties.SourceMarkers,
      ),
    );
    expect(markers).toContain('maps.geo.eu-central-1.amazonaws.com/maps/v0/maps/');
    expect(markers).toContain('MapKeyValue');
  });
});
