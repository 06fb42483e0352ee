// The operator as the operator API answers it (schema and its JSON), shared by sign-in, person and the operator list.
import { Type } from '@sinclair/typebox';
import { isoTime } from '../http/time';
import { type OperatorView } from './operator-service';

const role = Type.Union([Type.Literal('admin'), Type.Literal('finance'), Type.Literal('agent')]);
const isoOrNull = (description: string) => Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });

export const roleSchema = role;

export const operatorViewSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  role,
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  mustChangePassword: Type.Boolean(),
  lockedUntil: isoOrNull('Sign-in refused until then after repeated failures'),
  lastLoginAt: isoOrNull('The last successful sign-in'),
  createTime: Type.String({ format: 'date-time' }),
  updateTime: Type.String({ format: 'date-time' }),
});

export function viewJson(view: OperatorView) {
  return {
    id: view.id,
    username: view.username,
    displayName: view.displayName,
    role: view.role,
    status: view.status,
    mustChangePassword: view.mustChangePassword,
    lockedUntil: isoTime(view.lockedUntil),
    lastLoginAt: isoTime(view.lastLoginAt),
    createTime: isoTime(view.createdAt)!,
    updateTime: isoTime(view.updatedAt)!,
  };
}
