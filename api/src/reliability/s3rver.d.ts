declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  /** The part of s3rver the tests use: a local S3-compatible HTTP server. */
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string; configs: string[] }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
