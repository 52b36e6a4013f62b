import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Glyph } from '../../../components/glyph.plain';
import { COIN_PATH, SPARKLES_PATH, TICKET_PATH } from '../../../components/icon-paths.plain';
import { Container, Heading } from '../../../components/plain/kit.plain';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';

/*
 * Plain elements styled by src/styles/home.css (`how-it-works`), not Chakra components (docs/architecture.md §8).
 * The section sits below the fold: the browser lays it out only when near (content-visibility,
 * docs/architecture.md §10).
 */

type StepProps = {
  number: number;
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
};

function Step({ number, icon, title, children }: StepProps) {
  const locale = useAppLocale();
  return (
    <li className="how-it-works__step">
      <div className="how-it-works__number" aria-hidden="true">
        {formatCount(number, locale)}
      </div>
      <div className="how-it-works__icon">{icon}</div>
      <Heading as="h3" size="lg">
        {title}
      </Heading>
      <p className="how-it-works__text">{children}</p>
    </li>
  );
}

/** docs/product.md §2: the three steps — book an event, variety, save more. */
export function HowItWorks() {
  const { t } = useLingui();
  return (
    <section className="how-it-works" aria-labelledby="how-heading">
      <Container className="home-container">
        <div className="how-it-works__stack">
          <div className="how-it-works__intro">
            <Heading id="how-heading" size="2xl" mdSize="3xl" className="home-heading">
              {t`How it works`}
            </Heading>
            <p className="how-it-works__text how-it-works__summary">{t`Three simple steps from discovering an event to walking through the door.`}</p>
          </div>
          <ol className="how-it-works__steps">
            <Step number={1} icon={<Glyph path={TICKET_PATH} />} title={t`Book an event`}>
              {t`Pick your tickets and pay in a few taps. Your pass is ready on your phone, even offline.`}
            </Step>
            <Step number={2} icon={<Glyph path={SPARKLES_PATH} />} title={t`Variety`}>
              {t`Concerts, festivals, sports, workshops and family days in every corner of Oman.`}
            </Step>
            <Step number={3} icon={<Glyph path={COIN_PATH} />} title={t`Save more`}>
              {t`Earn coins with every booking and every visit, and spend them on rewards.`}
            </Step>
          </ol>
        </div>
      </Container>
    </section>
  );
}
