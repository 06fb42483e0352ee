/** The operator session, where the contract names it; it lives in src/api so features (which may import only src/api, src/lib and src/components) can read it too. */
export { canWith, changePassword, loadPerson, signIn, signOut, useOperator } from '../api/operator-session';
export type { OperatorPerson, OperatorRole, OperatorView, SignInForm, SignInResult } from '../api/operator-session';
