/**
 * Test helper: the cases every signedInIdleMount component shares (app/signed-in-idle-mount.tsx). Nothing is loaded
 * for a guest; once a player signs in the module is loaded when idle, not at once, shown, and dropped on sign-out. The
 * test file mocks the loaded module with a stub showing `stubTestId`, whose factory calls `loaded`.
 */
import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { session } from '@racing/shared/src/session/session-store';

interface SignedInIdleMountCases {
  Mount: ComponentType;
  stubTestId: string;
  loaded: jest.Mock;
  /** The signed-in case: its title, and whether the player signs in only after the first screen has settled. */
  signedIn: { title: string; afterFirstPaint: boolean };
}

export function itMountsOnlyWhileSignedIn({ Mount, stubTestId, loaded, signedIn }: SignedInIdleMountCases): void {
  beforeEach(() => {
    session.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const settle = () => act(() => jest.advanceTimersByTimeAsync(1000));

  it('loads nothing for a guest', async () => {
    render(<Mount />);
    await settle();
    expect(loaded).not.toHaveBeenCalled();
    expect(screen.queryByTestId(stubTestId)).toBeNull();
  });

  it(signedIn.title, async () => {
    render(<Mount />);
    if (signedIn.afterFirstPaint) await settle();
    act(() => session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 }));
    expect(screen.queryByTestId(stubTestId)).toBeNull();
    await settle();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId(stubTestId)).toBeInTheDocument();
    act(() => session.clear());
    expect(screen.queryByTestId(stubTestId)).toBeNull();
  });
}
