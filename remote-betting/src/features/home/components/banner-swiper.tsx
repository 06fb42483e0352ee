/**
 * The banner swiper: the game's intro (same box as the static first paint, so nothing jumps), then the fair-draw,
 * trend and rules banners. Moves every 5000 ms with a 500 ms slide (SPEC.md section 9), loops, and follows a swipe.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { HomeHero } from './home-hero';
import './banner-swiper.css';

export const SWIPER_INTERVAL_MS = 5000;
export const SWIPER_DURATION_MS = 500;

function Banner({ to, title, text, tone }: { to: string; title: string; text: string; tone: string }) {
  return (
    <Link to={to} className={`home-hero banner banner--${tone}`}>
      <h2 className="home-hero__name">{title}</h2>
      <p className="home-hero__intro">{text}</p>
    </Link>
  );
}

export function BannerSwiper() {
  const { t } = useTranslation();
  const slides: ReactNode[] = [
    <HomeHero key="intro" />,
    <Banner key="fair" to="/pages/history/index" title={t('banner.fairTitle')} text={t('banner.fairText')} tone="fair" />,
    <Banner key="trend" to="/pages/trend/index" title={t('banner.trendTitle')} text={t('banner.trendText')} tone="trend" />,
    <Banner key="rules" to="/pages/rules/index" title={t('banner.rulesTitle')} text={t('banner.rulesText')} tone="rules" />,
  ];
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const paused = useRef(false);

  useEffect(() => {
    const timer = setInterval(() => {
      if (!paused.current) setIndex((i) => (i + 1) % slides.length);
    }, SWIPER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [slides.length]);

  return (
    <div
      className="swiper"
      data-testid="banner-swiper"
      onTouchStart={(event) => {
        paused.current = true;
        touchStart.current = event.touches[0].clientX;
      }}
      onTouchEnd={(event) => {
        paused.current = false;
        const start = touchStart.current;
        touchStart.current = null;
        if (start === null) return;
        const dx = event.changedTouches[0].clientX - start;
        if (Math.abs(dx) > 40) setIndex((i) => (i + (dx < 0 ? 1 : slides.length - 1)) % slides.length);
      }}
    >
      <div className="swiper__track" style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${SWIPER_DURATION_MS}ms` }}>
        {slides.map((slide, i) => (
          // A slide out of view is out of reach too: no keyboard focus, no screen reader (inert).
          <div className="swiper__slide" key={i} aria-hidden={i !== index} inert={i !== index}>
            {slide}
          </div>
        ))}
      </div>
      <div className="swiper__dots">
        {slides.map((_, i) => (
          <button key={i} type="button" className={`swiper__dot${i === index ? ' swiper__dot--on' : ''}`} aria-label={t('banner.goTo', { n: i + 1 })} aria-current={i === index || undefined} onClick={() => setIndex(i)} />
        ))}
      </div>
    </div>
  );
}
