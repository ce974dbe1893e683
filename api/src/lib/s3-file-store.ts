import type * as S3 from '@aws-sdk/client-s3';
import type { S3FilesConfig } from '../config.js';
import type { FileStores } from './file-store.js';
import { lazyRequire } from './lazy.js';

/** The SDK, loaded only by a store configured for S3 (lazy.ts). */
const sdk = lazyRequire<typeof S3>('@aws-sdk/client-s3');

/** The files of every instance in one bucket: `<S3_PREFIX><folder>/<name>`. */
export function createS3FileStore(config: S3FilesConfig): FileStores {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } = sdk();
  const client = new S3Client({
    region: config.region,
    // Checksums only where S3 requires them: several S3-compatible servers reject the SDK's
    // default extra checksum headers as a bad signature.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // A store that does not answer must not hold a buyer's upload for minutes.
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 15_000 },
  });
  const { bucket } = config;
  return (folder) => {
    const keyOf = (name: string) => `${config.prefix}${folder}/${name}`;
    return {
      async put(name, body, contentType) {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(name),
            Body: body,
            ContentType: contentType,
          }),
        );
      },
      async get(name) {
        try {
          const object = await client.send(
            new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }),
          );
          return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
        } catch (error) {
          if (error instanceof NoSuchKey) return null;
          throw error;
        }
      },
      async remove(name) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
      },
    };
  };
}
