/**
 * The proof a settings page asks for before it changes the account (password change, closing it): the current password
 * or an SMS code to the bound phone, whichever the account has; the player picks when it has both.
 */
import { useState } from 'react';
import { session } from '@racing/shared/src/session/session-store';
import { smsProofError } from './account-form-rules';
import { settingsDraft, type ProofMode } from './settings-draft';

export interface AccountProof {
  /** The proof asked for now. */
  mode: ProofMode;
  hasPassword: boolean;
  /** The account has both a password and a bound phone: the player may pick. */
  choosable: boolean;
  /** The account has neither: nothing can prove it until a phone is bound. */
  impossible: boolean;
  /** The bound number as the profile shows it (138****0000). */
  maskedPhone: string | null;
  password: string;
  phone: string;
  code: string;
  setMode: (mode: ProofMode) => void;
  setPassword: (password: string) => void;
  setPhone: (phone: string) => void;
  setCode: (code: string) => void;
  /** The locale key of what is missing or wrong in the proof, or null when it can be sent. */
  problem: () => string | null;
}

/** `keptMode`: the proof the page was showing before a trip to the captcha page (from the settings draft). */
export function useAccountProof(keptMode: ProofMode | null): AccountProof {
  const hasPassword = session.userInfo?.hasPassword ?? false;
  const maskedPhone = session.userInfo?.phone ?? null;
  const [chosen, setMode] = useState<ProofMode>(() => keptMode ?? (hasPassword ? 'password' : 'sms'));
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState(settingsDraft.proofPhone);
  const [code, setCode] = useState('');
  const choosable = hasPassword && maskedPhone !== null;
  const mode: ProofMode = choosable ? chosen : hasPassword ? 'password' : 'sms';
  return {
    mode,
    hasPassword,
    choosable,
    impossible: !hasPassword && maskedPhone === null,
    maskedPhone,
    password,
    phone,
    code,
    setMode,
    setPassword,
    setPhone,
    setCode,
    problem: () => (mode === 'password' ? (password ? null : 'password.currentRequired') : smsProofError(phone, code, maskedPhone)),
  };
}
