/** The slip's answer scrolls itself into view when it appears, including in browsers whose scrollIntoView returns a promise. */
import { screen } from '@testing-library/react';
import { SlipFeedbackBanner } from './slip-feedback-banner';
import { renderBetting } from '../../../test/render-betting';

const refused = { kind: 'refused' as const, message: 'Betting on this period is closed.', recharge: false };

it('scrolls each new answer into view and lets it go again without error (scrollIntoView answering a promise)', async () => {
  const scrolled: Element[] = [];
  // Chromium answers scrollIntoView with a promise: returned from an effect, React would call it as the clean-up.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
    return Promise.resolve() as unknown as void;
  };
  const { rerender } = await renderBetting(<SlipFeedbackBanner feedback={refused} onDismiss={() => undefined} />);
  expect(scrolled).toEqual([screen.getByRole('alert')]);
  rerender(<SlipFeedbackBanner feedback={null} onDismiss={() => undefined} />);
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(<SlipFeedbackBanner feedback={{ ...refused }} onDismiss={() => undefined} />);
  expect(scrolled).toHaveLength(2);
});
