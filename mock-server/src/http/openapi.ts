import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_HEADER, CLIENT_ID_HEADER, envelopeSchema } from '../../../contract/envelope';
import { DOCS_PATH, isDocsPath, OPENAPI_PATH } from './docs-paths';
import { isApiPath } from './hooks';

const DESCRIPTION = [
  '农村产权交易平台交易服务的 HTTP 接口（需求说明 §7）。',
  '每个 /api 与 /api-bid 调用须带请求头 Client-Id（网页端的客户端标识）；需登录的接口另带 Blade-Auth: bearer <access_token>。',
  '除 /api/blade-auth/oauth/token 外，应答都是信封 {code, success, data, msg}；列表在 data.records。',
  'POST 接口的参数既可放在查询串，也可放在 JSON 或表单请求体中（同名时以请求体为准）；空值与防缓存参数 n 被忽略。',
].join('\n\n');

/**
 * Makes the routes' zod schemas the server's validators and serializers (fastify-type-provider-zod), and generates
 * the OpenAPI document at {@link OPENAPI_PATH} with Swagger UI at {@link DOCS_PATH}. Call before registering any
 * route: the document lists the routes registered after it, API paths only (static files and the SPA are left out).
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: '农村产权交易平台 交易服务接口', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          clientId: { type: 'apiKey', in: 'header', name: CLIENT_ID_HEADER, description: '网页端客户端标识 nccq-web' },
          bladeAuth: { type: 'apiKey', in: 'header', name: AUTH_HEADER, description: 'bearer <access_token>（需登录的接口）' },
        },
      },
      // Swagger UI's "Authorize" then sends both headers with "Try it out".
      security: [{ clientId: [], bladeAuth: [] }],
    },
    transform: (doc) => (isApiPath(doc.url) && !isDocsPath(doc.url) ? jsonSchemaTransform(doc) : { schema: { hide: true }, url: doc.url }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()));
}

/**
 * Tags every route that `app` (a module's plugin instance) registers from now on with `tag`, the module's section in
 * the API reference, unless the route names its own tags.
 */
export function tagRoutes(app: FastifyInstance, tag: string): void {
  app.addHook('onRoute', (route) => {
    route.schema ??= {};
    (route.schema as { tags?: string[] }).tags ??= [tag];
  });
}

/**
 * Route options of a multipart upload (one `file` part): documented in the OpenAPI document, not validated before the
 * handler, which reads the stream itself (realname/upload.ts receiveOneFile checks size and type). Answer: `answer` in
 * the envelope, serialised by its schema.
 */
export function uploadRoute(summary: string, answer: z.ZodType) {
  return {
    schema: { summary, consumes: ['multipart/form-data'], body: z.object({ file: z.file() }), response: { 200: envelopeSchema(answer) } },
    validatorCompiler: () => () => true,
  };
}

/** Schema of a route answering a stored file's bytes (its own Content-Type), with the path parameters `params`. */
export function fileRouteSchema(summary: string, params: z.ZodType) {
  return { summary, params, response: { 200: { description: '文件内容', content: { 'application/octet-stream': { schema: z.file() } } } } };
}
