import { Aws, Duration, Stack, Token } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface MediaProps {
  readonly accessLogs: IBucket;
}

/**
 * Private S3 storage for avatars, headshots, resumes and videos, keyed `<kind>/<userId>/…`. Browsers
 * upload straight to it with presigned POSTs and read through presigned GETs.
 */
export class Media extends Construct {
  readonly bucket: Bucket;
  /**
   * The bucket's regional endpoint, e.g. https://greenroom-media-…s3.eu-west-1.amazonaws.com. Built
   * from the bucket's fixed name rather than from the bucket resource: the site's CSP needs it, and
   * the bucket's CORS rule needs the site, so a reference would be a dependency cycle.
   */
  readonly browserOrigin: string;

  constructor(scope: Construct, id: string, props: MediaProps) {
    super(scope, id);
    const bucketName = mediaBucketName(Stack.of(this));
    this.browserOrigin = `https://${bucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: false,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'media/',
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
  }

  /** Lets the site's pages POST uploads and fetch objects from the bucket. */
  allowBrowserAccessFrom(origin: string): void {
    this.bucket.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: [HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag', 'Location'],
      maxAge: 3000,
    });
  }
}

/** Unique per stack, account and region, and known before deployment. */
function mediaBucketName(stack: Stack): string {
  if (Token.isUnresolved(stack.stackName)) throw new Error('The media bucket name needs a concrete stack name');
  return `${stack.stackName.toLowerCase()}-media-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}
