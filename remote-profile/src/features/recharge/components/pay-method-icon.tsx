/** The two payment brands' marks, drawn inline (no image to load): WeChat Pay's green with its speech bubbles, Alipay's blue with its 支. */
import type { PayMethod } from '../../../api/order-api';

export function PayMethodIcon({ method }: { method: PayMethod }) {
  if (method === 'wechat') {
    return (
      <svg className="rc-method__icon" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="7" fill="#07c160" />
        <ellipse cx="11.5" cy="12" rx="7" ry="5.8" fill="#fff" />
        <path d="M7.6 16.6 6.8 19.4l3.1-1.6z" fill="#fff" />
        <ellipse cx="17.6" cy="16.4" rx="5.6" ry="4.6" fill="#fff" stroke="#07c160" strokeWidth="1.2" />
        <path d="m20.6 20.1.7 2.3-2.7-1.4z" fill="#fff" />
        <circle cx="9.2" cy="10.8" r="1" fill="#07c160" />
        <circle cx="13.8" cy="10.8" r="1" fill="#07c160" />
        <circle cx="15.9" cy="15.6" r="0.8" fill="#07c160" />
        <circle cx="19.3" cy="15.6" r="0.8" fill="#07c160" />
      </svg>
    );
  }
  return (
    <svg className="rc-method__icon" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="7" fill="#1677ff" />
      <path
        d="M7.5 9.2h13M14 6v6.2M8.6 13.2h10c-1.6 4.6-5.6 7.4-10.6 8.6M11 14.4c2.4 3.4 6.2 5.6 10.4 6.6"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
