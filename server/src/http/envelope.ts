// The one place that knows the response envelope { code, message, data } and its schema.
import { Type, type TSchema } from '@sinclair/typebox';
import { CODE } from './app-error';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: CODE.ok, message: 'success', data };
}

/** The response schema of a route whose successful `data` has the given schema. */
export function envelopeOf<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), message: Type.String(), data });
}

export const failureEnvelope = Type.Object({ code: Type.Integer(), message: Type.String(), data: Type.Null() });
