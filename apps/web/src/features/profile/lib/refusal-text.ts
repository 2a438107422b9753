import { codeAndMessage } from '@betsite/domain/answer-text';
import { Refusal } from '../../../lib/refusal.ts';

/**
 * The text of a failed profile call as the player has always read it: a refusal as '{code} - {message}'
 * (document 2 §8), anything else (HTTP, network, an answer outside the contract) as its own Italian text.
 */
export const failureText = (text: string, err: unknown, fallback: string): string =>
  err instanceof Refusal ? codeAndMessage(err.code, err.message, fallback) : text || fallback;
