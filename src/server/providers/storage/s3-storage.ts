import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Config } from "../../config";
import type { Storage } from "./storage";

type S3Config = Extract<Config["storage"], { kind: "s3" }>;

/** Any S3-compatible store (AWS S3, MinIO, R2); a custom endpoint implies path-style addressing. */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;

  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        const body = Buffer.from(await answer.Body.transformToByteArray());
        return { body, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        // Some S3-compatible stores answer a missing key with a bare 404 rather than NoSuchKey.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
