import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed credentials: it checks the signature made with them, as S3 does. */
export const fakeS3Credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** A real S3-compatible server (s3rver) on 127.0.0.1 with a random port, its objects in a temp dir. */
export async function startFakeS3() {
  const directory = await mkdtemp(join(tmpdir(), "mizan-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
