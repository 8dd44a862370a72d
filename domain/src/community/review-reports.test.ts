import { describe, expect, it } from 'vitest';
import { checkReviewReport, REVIEW_REPORT_MESSAGES as M } from './review-reports';

describe('a review report', () => {
  it('needs a known reason, and a description for “Anderer Grund”', () => {
    expect(checkReviewReport({ reason: '', text: '' })).toEqual({
      field: 'reason',
      message: M.reasonRequired,
    });
    expect(checkReviewReport({ reason: 'beleidigend', text: '' })?.message).toBe(M.reasonRequired);
    expect(checkReviewReport({ reason: 'other', text: '   ' })).toEqual({
      field: 'text',
      message: M.textRequired,
    });
    expect(checkReviewReport({ reason: 'other', text: 'Kopiert von einer anderen Seite' })).toBeNull();
    expect(checkReviewReport({ reason: 'insult', text: '' })).toBeNull();
  });

  it('takes a description of at most 1000 characters, counted without the spaces around it', () => {
    expect(checkReviewReport({ reason: 'spam', text: ` ${'x'.repeat(1000)} ` })).toBeNull();
    expect(checkReviewReport({ reason: 'spam', text: 'x'.repeat(1001) })).toEqual({
      field: 'text',
      message: M.textTooLong,
    });
  });
});
