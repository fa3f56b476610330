import { z } from 'zod';

export const healthResponse = z
  .object({
    status: z.enum(['ok', 'error']),
    database: z.enum(['ok', 'error']),
    version: z.string(),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponse>;

export const appEnvironments = ['development', 'production', 'test'] as const;

export const systemInfoResponse = z
  .object({
    environment: z.enum(appEnvironments),
    version: z.string(),
    database: z.enum(['postgres', 'pglite']),
  })
  .meta({ id: 'SystemInfo' });
export type SystemInfo = z.infer<typeof systemInfoResponse>;

export const diskThresholds = { warning: 80, critical: 90 } as const;

export const diskUsageResponse = z
  .object({
    usedPercent: z.number().min(0).max(100),
    totalBytes: z.number(),
    freeBytes: z.number(),
    level: z.enum(['ok', 'warning', 'critical']),
    measuredAt: z.string(),
  })
  .meta({ id: 'DiskUsage' });
export type DiskUsage = z.infer<typeof diskUsageResponse>;

export function diskLevel(usedPercent: number): DiskUsage['level'] {
  if (usedPercent >= diskThresholds.critical) return 'critical';
  if (usedPercent >= diskThresholds.warning) return 'warning';
  return 'ok';
}
