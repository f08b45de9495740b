import { useMutation } from '@tanstack/react-query';
import type { ReportAnswer, ReportBody } from '#common/newsroom.ts';
import { ApiRequestError, browserSend } from '#web/lib/api-client.ts';
import { SHOWN_BY_SCREEN } from './errors.ts';

/**
 * Reports an item or comment (decisions §10). Answers 'sent', or 'already' for the 409
 * `already_reported` of a second report; any other failure is the dialog's to show.
 */
export function useReport() {
  return useMutation({
    mutationFn: async (body: ReportBody): Promise<'sent' | 'already'> => {
      try {
        await browserSend<ReportAnswer>('POST', '/yka/v2/reports', body);
        return 'sent';
      } catch (failure) {
        if (failure instanceof ApiRequestError && failure.code === 'already_reported') return 'already';
        throw failure;
      }
    },
    meta: SHOWN_BY_SCREEN,
  });
}
