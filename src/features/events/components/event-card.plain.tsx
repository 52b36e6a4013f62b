import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TBadge, TEvent } from '../../../../contract/events';
import { EventStartTime } from '../../../components/event-facts.plain';
import { Glyph } from '../../../components/glyph.plain';
import { CALENDAR_PATH, MAP_PIN_PATH, TICKET_PATH } from '../../../components/icon-paths.plain';
import { formatOMR, isFree } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { badgePalette } from './event-badges.plain';
import { posterSrcSet } from './event-poster.plain';

/*
 * The event card is plain elements styled by src/styles/event-card.css, not Chakra components: a home page shows
 * eight of them, and as Chakra components they were four in ten of the page's React components, each resolving
 * its styles while the page hydrates (docs/architecture.md §8, docs/decisions.md). The stylesheet uses the
 * theme's CSS variables and breakpoints, so the card looks as before; its loading placeholder (events-grid.plain.tsx)
 * draws the same frame.
 */

/** Posters are 4:5 (800×1000); the card shows them whole, title and place included. */
export const POSTER_RATIO = 4 / 5;

/** docs/product.md §9: at most 3 category names on a card, then "+N". */
export const CARD_CATEGORY_LIMIT = 3;

const POSTER_SIZES = '(min-width: 80em) 300px, (min-width: 62em) 33vw, (min-width: 30em) 50vw, 112px';

type EventCardProps = {
  event: TEvent;
};

function CardPrice({ minPrice }: { minPrice: string | null }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  if (minPrice === null) {
    return <p className="event-card__price">{t`Tickets coming soon`}</p>;
  }
  if (isFree(minPrice)) {
    return <p className="event-card__free">{t`Free`}</p>;
  }
  const price = formatOMR(minPrice, locale);
  return (
    <p className="event-card__price">
      <Trans>
        From <span className="event-card__amount">{price}</span>
      </Trans>
    </p>
  );
}

/** The admin's badges, white on the palette's 700 shade (WCAG AA for every palette). */
function CardBadges({ badges }: { badges: TBadge[] }) {
  return (
    <div className="event-card__row">
      {badges.map((badge) => (
        <span key={badge.id} className="event-card__badge" data-palette={badgePalette(badge.color)} dir="auto">
          {badge.name}
        </span>
      ))}
    </div>
  );
}

function CardPoster({ src, alt }: { src: string | null; alt: string }) {
  return (
    <div className="event-card__poster">
      {src ? (
        <img src={src} srcSet={posterSrcSet(src)} sizes={POSTER_SIZES} alt={alt} width="800" height="1000" loading="lazy" decoding="async" />
      ) : (
        <div role="img" aria-label={alt} className="event-card__no-poster">
          <Glyph path={TICKET_PATH} />
        </div>
      )}
    </div>
  );
}

export function EventCard({ event }: EventCardProps) {
  const { t } = useLingui();
  const eventName = event.name;
  const shownCategories = event.categories.slice(0, CARD_CATEGORY_LIMIT);
  const hiddenCount = event.categories.length - shownCategories.length;
  const locale = useAppLocale();
  const params = { id: String(event.id) };
  const hasBadges = event.badges.length > 0;

  return (
    <article className="event-card">
      <div className="event-card__media">
        <Link to="/event/$id" params={params} tabIndex={-1} aria-hidden="true">
          <CardPoster src={event.poster_image_url} alt={t`Poster of ${eventName}`} />
        </Link>
        {hasBadges ? (
          <div className="event-card__badges-over">
            <CardBadges badges={event.badges} />
          </div>
        ) : null}
      </div>
      <div className="event-card__body">
        {hasBadges ? (
          <div className="event-card__badges-inline">
            <CardBadges badges={event.badges} />
          </div>
        ) : null}
        <div className="event-card__date">
          <Glyph path={CALENDAR_PATH} />
          <p>
            <EventStartTime startDate={event.start_date} />
          </p>
        </div>
        {/*
         * The clamp sits on the text, not on the heading, so the link's focus ring (outside its box) is not cut
         * off by the clamp's overflow. <bdi> gives the name its own direction while the line
         * keeps the page's alignment.
         */}
        <h3 className="event-card__title">
          <Link to="/event/$id" params={params}>
            <span className="line-clamp">
              <bdi>{event.name}</bdi>
            </span>
          </Link>
        </h3>
        <div className="event-card__place">
          <Glyph path={MAP_PIN_PATH} />
          <p className="line-clamp" data-lines="1">
            {event.location ? <bdi>{event.location}</bdi> : t`Location not available`}
          </p>
        </div>
        {shownCategories.length > 0 ? (
          <div className="event-card__row event-card__categories">
            {shownCategories.map((category) => (
              <span key={category.id} className="event-card__badge" data-variant="category" dir="auto">
                {category.name}
              </span>
            ))}
            {hiddenCount > 0 ? (
              <span
                className="event-card__badge"
                data-variant="more"
                aria-label={t({ message: plural(hiddenCount, { one: '# more category', other: '# more categories' }) })}
              >
                +{formatCount(hiddenCount, locale)}
              </span>
            ) : null}
          </div>
        ) : null}
        <div className="event-card__footer">
          <CardPrice minPrice={event.min_price} />
          <Link to="/event/$id" params={params} className="event-card__book">
            {t`Book now`}
          </Link>
        </div>
      </div>
    </article>
  );
}
