import { Aws, Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { contentSecurityPolicy } from './content-security-policy';
import { acknowledge } from './nag';
import { SiteDeployment } from './site-deployment';

export interface WebProps {
  /** Host name of the HTTP API, served under /api/*. */
  readonly apiDomainName: string;
  /** Where the browser uploads and downloads media (allowed by the CSP). */
  readonly mediaOrigin: string;
  readonly accessLogs: IBucket;
  /** The built SPA; deployed when given. */
  readonly assetsDir?: string;
}

/**
 * Client-side routes (any path without a file extension) get the app shell. Done at the edge for
 * the S3 behavior only: distribution-wide custom error responses would also turn the API's own
 * 403 and 404 answers into index.html.
 */
const SPA_ROUTING_CODE = `function handler(event) {
  var request = event.request;
  if (!/\\.[A-Za-z0-9]+$/.test(request.uri)) request.uri = '/index.html';
  return request;
}`;

/** CloudFront in front of the SPA bucket and the API, so the browser sees one origin. */
export class Web extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;
  /** The site's origin, e.g. https://d111111abcdef8.cloudfront.net */
  readonly siteOrigin: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'site/',
    });

    const securityHeaders = this.securityHeadersPolicy(props.mediaOrigin);
    const spaRouting = new CloudFrontFunction(this, 'SpaRouting', {
      code: FunctionCode.fromInline(SPA_ROUTING_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes',
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Greenroom site and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    acknowledge(this.distribution, {
      CFR1: 'The site is offered worldwide; there is no market to geo-block at launch.',
      CFR2: 'No WAF at launch: the API is throttled at the stage and the only public write is the lead form; revisit with traffic.',
      CFR4: 'Served on the default *.cloudfront.net certificate until a custom domain exists; its TLS floor cannot be raised.',
    });
    this.siteOrigin = `https://${this.distribution.distributionDomainName}`;

    if (props.assetsDir) {
      new SiteDeployment(this, 'Deployment', { assetsDir: props.assetsDir, bucket: this.bucket, distribution: this.distribution });
    }
  }

  private securityHeadersPolicy(mediaOrigin: string): ResponseHeadersPolicy {
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'HSTS, CSP, no framing, no sniffing',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365 * 2),
          includeSubdomains: true,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            media: mediaOrigin,
            cognito: `https://cognito-idp.${Aws.REGION}.${Aws.URL_SUFFIX}`,
          }),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });
  }
}
