import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTRACT_LIMITS, contractVerifyResultSchema, TRADE_CONTRACT_PATHS, type ContractVerifyResult } from '../../../../contract/trade-contract';
import type { Db } from '../../db/connection';
import { ApiError, ok } from '../../http/envelope';
import { tagRoutes, uploadRoute } from '../../http/openapi';
import { beijingTime } from '../../http/wire';
import { contractsBySha256 } from './repository';

const VERIFY_RATE = { max: 30, timeWindow: 60_000 };
const TOO_LARGE = `文件不能超过${CONTRACT_LIMITS.verifyMaxBytes / 1024 / 1024}MB`;

/** The one file part of a multipart request, up to CONTRACT_LIMITS.verifyMaxBytes. @throws 400 none, several, too large, not a PDF. */
async function receivePdf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(400, '请选择要核验的合同文件');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: CONTRACT_LIMITS.verifyMaxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (bytes) throw new ApiError(400, '每次只能核验一个文件');
      bytes = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(400, TOO_LARGE);
    if (code.startsWith('FST_')) throw new ApiError(400, '每次只能核验一个文件');
    throw err;
  }
  if (!bytes?.length) throw new ApiError(400, '请选择要核验的合同文件');
  if (bytes.subarray(0, 4).toString('latin1') !== '%PDF') throw new ApiError(400, '请上传PDF格式的合同文件');
  return bytes;
}

/**
 * POST /api/dscq-project/contract/verify — multipart, one part `file` (a PDF, ≤ 10 MB): its SHA-256 is compared with
 * the stored hashes of signed contracts. Answer ContractVerifyResult: match true with that contract's number, title
 * and signing time, else match false (altered, or another document). Any logged-in caller (401 otherwise). Registered
 * inside the upload scope (installRealname's `uploadRoutes`): multipart is only parsed there.
 */
export function contractVerifyRoutes(db: Db) {
  return async (scope: FastifyInstance): Promise<void> => {
    await scope.register(async (app) => {
      tagRoutes(app, '交易合同');
      app.post(`/${TRADE_CONTRACT_PATHS.verify}`, {
        ...uploadRoute('核验合同文件是否为签署原件', contractVerifyResultSchema),
        preHandler: app.requireUser, config: { rateLimit: VERIFY_RATE },
      }, async (request) => {
        const sha256 = createHash('sha256').update(await receivePdf(request)).digest('hex');
        const [hit] = await contractsBySha256(db, sha256);
        const answer: ContractVerifyResult = hit
          ? { match: true, sha256, contractNo: hit.contractNo, title: hit.title, signedTime: beijingTime(hit.signedTime === null ? null : Number(hit.signedTime)) }
          : { match: false, sha256, contractNo: '', title: '', signedTime: '' };
        return ok(answer);
      });
    }, { prefix: '/api' });
  };
}
