import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGO_MAX, LOGO_MESSAGES, type LogoUploadData } from '@lbo/contracts/master-data';
import { publicBaseUrl } from '../../../config/env';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { access } from '../../../plugins/access';
import { receiveUpload, type UploadOptions } from '../../../lib/spreadsheets';
import { detectImageType } from './image-type';
import { API } from '@lbo/contracts/api-paths';
import { logoUploadAnswer } from '@lbo/contracts/master-data-answers';

const LOGO_FILE: UploadOptions = {
  maxBytes: LOGO_MAX,
  tooLarge: LOGO_MESSAGES.tooLargeServer,
  noFile: LOGO_MESSAGES.noFile,
  describe: { file: 'The logo', mediaTypes: ['image/jpeg', 'image/png', 'image/gif'] },
};

/** Logos are uploaded while creating or while editing a bank. */
const uploadAccess = access.to('master-configuration', 'create', { alternatives: [{ module: 'master-configuration', action: 'edit' }] });

/** The bank form's logo upload (and the original client's `bank/upload-file`): JPEG, PNG or GIF up to 2 MB. */
export async function logoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const upload = async (request: FastifyRequest) => {
    const file = await receiveUpload(request, LOGO_FILE);
    const image = detectImageType(file.bytes);
    if (!image) throw AppError.badRequest(LOGO_MESSAGES.notAnImage);
    const key = await app.storage.put('logos', image.extension, file.bytes);
    const url = `${publicBaseUrl(app.env)}${app.storage.urlFor(key)}`;
    const data: LogoUploadData = { s3UploadedLink: url, url, key };
    return ok(data, 'File uploaded successfully', 201);
  };

  const schema = (summary: string) => ({
    tags: ['banks'],
    summary,
    consumes: ['multipart/form-data'],
    querystring: z.object({ type: z.string().max(20).optional() }),
    response: { 201: logoUploadAnswer },
  });
  const routes: [string, string][] = [
    [API.bank.uploadFile, 'Upload a file (multipart `file`, query type=view); answers data.s3UploadedLink'],
    [API.bank.uploadLogo, 'Upload a bank logo (JPEG, PNG or GIF up to 2 MB)'],
  ];
  for (const [path, summary] of routes) {
    r.post(path, { schema: schema(summary), config: { access: uploadAccess, upload: LOGO_FILE } }, async (request, reply) => {
      reply.status(201);
      return upload(request);
    });
  }
}
