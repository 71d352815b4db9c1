import { z } from 'zod';
import { EXCHANGE_ENVS, PAYMENT_PROVIDERS, REALNAME_PROVIDERS, SMS_PROVIDERS } from './sandbox-settings';

export * from './sandbox-settings';

/** The answer of {@link SANDBOX_PATH}: the environment and each provider; the portal marks every 'sandbox' with 沙箱. */
export const sandboxStatusSchema = z.object({
  environment: z.enum(EXCHANGE_ENVS),
  payment: z.enum(PAYMENT_PROVIDERS),
  sms: z.enum(SMS_PROVIDERS),
  realname: z.enum(REALNAME_PROVIDERS),
});
export type SandboxStatus = z.infer<typeof sandboxStatusSchema>;
